/* workgroup(...) clause: odd work-group shapes (not dividing the tiles) for
 * the 2-D nests; the 1-D nest keeps the runtime's shape. */
#include <stdio.h>
#define N 45
#define M 29
double A[N][M], B[N][M], C[N];
int main(void) {
  int i, j, t, n = N, m = M;
  for (i = 0; i < n; i++) for (j = 0; j < m; j++) A[i][j] = (i * 7 + j * 3) % 11 * 0.25;
#pragma bbmm workgroup(3, 5)
  for (t = 0; t < 3; t++) {
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < m - 1; j++)
        B[i][j] = 0.25 * (A[i-1][j] + A[i+1][j] + A[i][j-1] + A[i][j+1]);
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < m - 1; j++)
        A[i][j] = B[i][j];
    for (i = 0; i < n; i++)
      C[i] = A[i][1] + A[i][m - 2];
  }
  double s = 0; for (i = 0; i < n; i++) { s += C[i] * (i + 1); for (j = 0; j < m; j++) s += A[i][j] * (i + j + 1); }
  printf("%a\n", s);
  return 0;
}
