/* 2-D nest over an interior sub-range reading A at two different shifts (A[i+2][j-1], A[i-1][j+3]) so each box starts off 0 */
#include <stdio.h>
#define N 70
static double A[N][N], B[N][N];
static void k(int n)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 3; i++)
    for (j = 1; j < n - 4; j++)
      B[i][j] = A[i + 2][j - 1] * 0.5 + A[i - 1][j + 3] - B[i][j];
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 5, 6, 7, 16, 33, 64};
  int q, i, j;
  for (q = 0; q < 10; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i * 100 + j + 0.25; B[i][j] = (i - j) * 0.125; }
    k(n);
    k(n);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %d %d %a\n", n, i, j, B[i][j]);
  }
  return 0;
}
