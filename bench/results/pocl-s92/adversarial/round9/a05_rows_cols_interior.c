/* boundary row, boundary column and interior of one array written by three sibling nests inside a time loop, interior reads old neighbours from another array */
#include <stdio.h>
#define N 30
static double u[N][N], v[N][N];
static void sweep(int steps, int n, int m)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (j = 0; j < m; j++)
      u[0][j] = v[1][j] + t;
    for (i = 1; i < n; i++)
      u[i][0] = v[i][1] - t;
    for (i = 1; i < n; i++)
      for (j = 1; j < m; j++)
        u[i][j] = 0.25 * (v[i - 1][j] + v[i][j - 1] + v[i][j] + v[i - 1][j - 1]);
    for (i = 0; i < n; i++)
      for (j = 0; j < m; j++)
        v[i][j] = u[i][j] * 0.5 + v[i][j] * 0.5;
  }
#pragma endscop
}
int main(void)
{
  static const int sz[][2] = {{0, 0}, {1, 1}, {2, 2}, {1, 5}, {5, 2}, {7, 9}, {29, 30}, {2, 17}};
  int c, i, j;
  for (c = 0; c < 8; c++) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = -1.0; v[i][j] = (i * 31 + j * 17) % 13 * 0.125; }
    sweep(3, sz[c][0], sz[c][1]);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", u[i][j], v[i][j]);
  }
  return 0;
}
