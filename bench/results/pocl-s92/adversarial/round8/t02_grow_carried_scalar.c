/* serial time-like loop around a region with a scalar advanced each iteration (t = t + dt) and used in the region's values (region grow candidate) */
#include <stdio.h>
#define N 10
static double u[N][N];

static double f(int n, int m, double dt)
{
  int s, j;
  double t = 0.0;
  for (s = 1; s < n; s++) {
    t = t + dt;
#pragma bbmm
    for (j = 0; j < m; j++)
      u[s][j] = u[s - 1][j] + t * (double)(j + 1);
  }
  return t;
}

int main(void)
{
  int i, j, c;
  static const int sz[4][2] = { {1, 3}, {2, 1}, {6, 9}, {10, 10} };
  for (c = 0; c < 4; c++) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) u[i][j] = 0.25 * ((i + 2 * j) % 3);
    printf("t %a\n", f(sz[c][0], sz[c][1], 0.1));
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", u[i][j]);
  }
  return 0;
}
