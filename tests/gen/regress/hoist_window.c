/* Box lookups hoisted out of kernel loops: references in loops whose
 * elements span the device's own rows and its halo (several boxes under
 * BBMM_ALLOC=disjoint and under budgets), a triangular window, a window
 * that runs zero times for some work-items, a 3-D array and a straight-line
 * stencil whose references share one initial box. */
#include <stdio.h>
#define N 40
#define M 12
#define R 3
double A[N][M], B[N][M], C[N], D[N], V[N][4][M];
int main(void) {
  int i, j, t, w, k, n = N, m = M, r = R;
  for (i = 0; i < n; i++) { C[i] = (i % 7) * 0.5; for (j = 0; j < m; j++) A[i][j] = (i * 7 + j * 3) % 11 * 0.25; }
  for (i = 0; i < n; i++) for (k = 0; k < 4; k++) for (j = 0; j < m; j++) V[i][k][j] = (i + 2 * k + j) % 5;
#pragma bbmm
  for (t = 0; t < 4; t++) {
    for (i = r; i < n - r; i++)
      for (j = 0; j < m; j++) {
        double s = 0.0;
        for (w = -r; w <= r; w++)
          s += A[i + w][j] * (w + r + 1);
        B[i][j] = s / (2 * r + 1);
      }
    for (i = r; i < n - r; i++)
      for (j = 1; j < m - 1; j++)
        A[i][j] = 0.5 * B[i][j] + 0.125 * (B[i - 1][j] + B[i + 1][j] + B[i][j - 1] + B[i][j + 1]);
    for (i = 1; i < n; i++) {
      double s = 0.0;
      for (w = (i > 8 ? i - 8 : 0); w < i; w++)
        s += C[w] * 0.5 + A[w][1];
      D[i] = C[i] * 0.25 + s * 0.01;
    }
    for (i = 1; i < n - 1; i++)
      for (j = 0; j < m; j++) {
        double s = V[i][0][j];
        for (k = 1; k < 4; k++)
          for (w = i - 1; w <= i + 1; w++)
            s += V[w][k][j];
        A[i][j] += s * 0.001;
      }
  }
  double s = 0; for (i = 0; i < n; i++) { s += C[i] * (i + 1) + D[i]; for (j = 0; j < m; j++) s += A[i][j] * (i + j + 1) + B[i][j]; }
  printf("%a\n", s);
  return 0;
}
