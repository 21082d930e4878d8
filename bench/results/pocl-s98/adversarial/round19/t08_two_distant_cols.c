/* one nest reads columns j and j+m (m a parameter near the row length) of the same array: two distant column bands in one row range */
#include <stdio.h>
#define N 64
static double A[N][N], B[N][N];
static void k(int n, int m)
{
  int i, j;
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 0; j < n - m; j++)
      B[i][j] = A[i][j] + A[i][j + m] * 0.5 - A[n - 1 - i][j + m];
}
int main(void)
{
  static const int ns[] = {2, 7, 16, 33, 64, 64, 64, 40};
  static const int ms[] = {1, 5, 8, 30, 60, 1, 32, 39};
  int q, i, j;
  for (q = 0; q < 8; q++) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i + j * 0.001; B[i][j] = -1; }
    k(ns[q], ms[q]); k(ns[q], ms[q]);
    for (i = 0; i < ns[q]; i++) for (j = 0; j < ns[q]; j++) printf("%d %a\n", q, B[i][j]);
  }
  return 0;
}
