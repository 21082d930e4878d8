/* explicit tile(5,7) so tiles start at rows/columns other than 0; stencil reading neighbours and writing a second array */
#include <stdio.h>
#define N 48
static double A[N][N], B[N][N];
static int M[N][N];
static void k(int n, int steps)
{
  int t, i, j;
  for (t = 0; t < steps; t++) {
#pragma bbmm tile(5, 7)
    for (i = 1; i < n - 1; i++)
      for (j = 2; j < n - 1; j++)
        B[i][j] = (A[i - 1][j] + A[i + 1][j] + A[i][j - 2] + A[i][j + 1]) * 0.25 + M[i][j];
#pragma bbmm tile(3, 11)
    for (i = 1; i < n - 1; i++)
      for (j = 2; j < n - 1; j++)
        A[i][j] = B[i][j] - M[i - 1][j - 1] * 0.5;
  }
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 7, 13, 33, 48};
  int q, i, j;
  for (q = 0; q < 9; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 13 + j * 7) % 17; B[i][j] = -1; M[i][j] = (i ^ j) & 3; }
    k(n, 3);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a %a\n", n, A[i][j], B[i][j]);
  }
  return 0;
}
