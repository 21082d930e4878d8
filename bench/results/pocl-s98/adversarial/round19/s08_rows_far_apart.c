/* one nest writes row i and reads row n-1-i and row i+n/2 (far-apart rows of one array in one tile) */
#include <stdio.h>
#define N 64
static double A[N][N], B[N][N];
static void k(int n)
{
  int i, j;
#pragma bbmm
  for (i = 0; i < n / 2; i++)
    for (j = 0; j < n; j++)
      B[i][j] = A[n - 1 - i][j] - A[i + n / 2][n - 1 - j] + B[i][j] * 0.5;
#pragma bbmm
  for (i = 0; i < n / 4; i++)
    for (j = 1; j < n; j++)
      A[i + n / 2][j] = B[i][j - 1] + B[n / 2 - 1 - i][j];
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 5, 7, 16, 33, 64};
  int q, i, j, r;
  for (q = 0; q < 10; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i * 1.0 - j * 0.5; B[i][j] = (i + j) % 3; }
    for (r = 0; r < 3; r++) k(n);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a %a\n", n, A[i][j], B[i][j]);
  }
  return 0;
}
