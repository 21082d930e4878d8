/* rectangular sizes: one row by many columns, many rows by one column, and in between; reads at (i+1, j+m/2) */
#include <stdio.h>
#define R 64
#define C 64
static double A[R + 1][C], B[R][C];
static void k(int n, int m)
{
  int i, j;
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 0; j < m - m / 2; j++)
      B[i][j] = A[i + 1][j + m / 2] - A[i][j] * 0.5 + B[i][j];
}
int main(void)
{
  static const int ns[] = {1, 64, 1, 2, 33, 63, 5, 64};
  static const int ms[] = {64, 1, 1, 64, 2, 63, 37, 64};
  int q, i, j;
  for (q = 0; q < 8; q++) {
    for (i = 0; i < R + 1; i++) for (j = 0; j < C; j++) A[i][j] = i * 64 + j;
    for (i = 0; i < R; i++) for (j = 0; j < C; j++) B[i][j] = 0.25;
    k(ns[q], ms[q]); k(ns[q], ms[q]);
    for (i = 0; i < ns[q]; i++) for (j = 0; j < ms[q]; j++) printf("%d %a\n", q, B[i][j]);
  }
  return 0;
}
