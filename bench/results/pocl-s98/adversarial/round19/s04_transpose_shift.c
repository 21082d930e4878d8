/* transposed write B[j][i] from A[i+1][j+2], then A updated from B transposed back, different sub-ranges */
#include <stdio.h>
#define N 45
static double A[N][N], B[N][N];
static void k(int n)
{
  int i, j;
#pragma bbmm
  for (i = 0; i < n - 1; i++)
    for (j = 0; j < n - 2; j++)
      B[j][i] = A[i + 1][j + 2] * 2.0 - B[j][i];
#pragma bbmm
  for (i = 3; i < n; i++)
    for (j = 1; j < n - 4; j++)
      A[i][j] = B[i - 3][j + 1] + A[i][j] * 0.5;
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 5, 7, 16, 33, 45};
  int q, i, j;
  for (q = 0; q < 10; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i * 0.5 + j * 0.25; B[i][j] = i - j; }
    k(n); k(n); k(n);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a %a\n", n, A[i][j], B[i][j]);
  }
  return 0;
}
