/* serial loop around a region whose coefficient fac is updated after the region in the loop body (fac carried to the next iteration's region) */
#include <stdio.h>
#define N 10
static double a[N][N];

static double f(int n, int m)
{
  int i, j;
  double fac = 1.0;
  for (i = 1; i < n; i++) {
#pragma bbmm
    for (j = 0; j < m; j++)
      a[i][j] = a[i - 1][j] * fac + 1.0;
    fac = fac * 0.5 + 0.25;
  }
  return fac;
}

int main(void)
{
  int i, j, c;
  static const int sz[4][2] = { {1, 3}, {2, 2}, {6, 7}, {10, 10} };
  for (c = 0; c < 4; c++) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) a[i][j] = 0.125 * ((i + 3 * j) % 7);
    printf("fac %a\n", f(sz[c][0], sz[c][1]));
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", a[i][j]);
  }
  return 0;
}
