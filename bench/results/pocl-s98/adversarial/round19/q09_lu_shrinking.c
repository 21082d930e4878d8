/* LU decomposition without pivoting: per k the update touches the shrinking block k+1..n-1, boxes start off 0 */
#include <stdio.h>
#define N 40
static double A[N][N];
static void lu(int n)
{
  int i, j, k;
#pragma bbmm
  for (k = 0; k < n; k++) {
    for (i = k + 1; i < n; i++)
      A[i][k] = A[i][k] / A[k][k];
    for (i = k + 1; i < n; i++)
      for (j = k + 1; j < n; j++)
        A[i][j] = A[i][j] - A[i][k] * A[k][j];
  }
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 7, 16, 33, 40};
  int q, i, j;
  for (q = 0; q < 9; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i == j) ? n + 4.0 : 1.0 / (i + j + 2);
    lu(n);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a\n", n, A[i][j]);
  }
  return 0;
}
