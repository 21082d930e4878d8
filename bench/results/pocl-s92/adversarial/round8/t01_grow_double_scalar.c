/* OpenMP-style serial loop around a bbmm region with a double coefficient assigned from the iterator (fac = 1.0/(i+1)) between iterations (region grow) */
#include <stdio.h>
#define N 10
static double a[N][N], b[N][N];

static void f(int n, int m)
{
  int i, j;
  double fac;
  for (i = 1; i < n; i++) {
    fac = 1.0 / (i + 1);
#pragma bbmm
    for (j = 0; j < m; j++)
      a[i][j] = a[i - 1][j] * fac + b[i][j];
  }
}

int main(void)
{
  int i, j, c;
  static const int sz[5][2] = { {0, 3}, {1, 1}, {2, 5}, {7, 10}, {10, 3} };
  for (c = 0; c < 5; c++) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = 0.5 * ((i + j) % 3); b[i][j] = 0.125 * ((i * j) % 5); }
    f(sz[c][0], sz[c][1]);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", a[i][j]);
  }
  return 0;
}
