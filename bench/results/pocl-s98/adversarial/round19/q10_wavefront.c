/* in-place wavefront A[i][j] = f(A[i-1][j], A[i][j-1], A[i-1][j-1]) over 1..n-1, with a second read-only int array at offset */
#include <stdio.h>
#define N 48
static double A[N][N];
static int c[N + 2][N + 2];
static void k(int n)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n; i++)
    for (j = 1; j < n; j++)
      A[i][j] = (A[i - 1][j] + A[i][j - 1]) * 0.5 - A[i - 1][j - 1] * 0.25 + c[i + 1][j + 2];
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 7, 16, 33, 48};
  int q, i, j;
  for (q = 0; q < 9; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i == 0 || j == 0) ? 1.0 + i + j : 0.0;
    for (i = 0; i < N + 2; i++) for (j = 0; j < N + 2; j++) c[i][j] = (i * j) % 3 - 1;
    k(n); k(n);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a\n", n, A[i][j]);
  }
  return 0;
}
