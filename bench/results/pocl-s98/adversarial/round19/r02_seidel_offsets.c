/* seidel-style in-place 9-point stencil over an interior band i=2..n-3 (sweep / wavefront) with time steps */
#include <stdio.h>
#define N 40
static double A[N][N];
static void k(int n, int steps)
{
  int t, i, j;
#pragma bbmm
  for (t = 0; t < steps; t++)
    for (i = 2; i < n - 2; i++)
      for (j = 1; j < n - 1; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 5, 6, 7, 16, 33, 40};
  int q, i, j;
  for (q = 0; q < 11; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = ((i * 3 + j * 7) % 11) * 0.25;
    k(n, 3);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a\n", n, A[i][j]);
  }
  return 0;
}
