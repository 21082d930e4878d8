/* one array written by a boundary-row nest and an interior nest (column 0 below row 0 never written: a hole in the union), in a time loop */
#include <stdio.h>
#define N 21
static double u[N][N], f[N][N];
static void g(int steps, int n, int m)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (j = 0; j < m; j++)
      u[0][j] = f[0][j] + t;
    for (i = 1; i < n; i++)
      for (j = 1; j < m; j++)
        u[i][j] = u[i][j] * 0.5 + f[i][j];
    for (i = 0; i < n; i++)
      for (j = 0; j < m; j++)
        f[i][j] = f[i][j] + 0.25 * u[i][j];
  }
#pragma endscop
}
int main(void)
{
  static const int sz[][2] = {{0, 0}, {1, 1}, {2, 2}, {1, 6}, {6, 1}, {5, 8}, {21, 21}, {3, 20}};
  int c, i, j;
  for (c = 0; c < 8; c++) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = 100 + i * N + j; f[i][j] = (i * j + c) % 5; }
    g(3, sz[c][0], sz[c][1]);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", u[i][j], f[i][j]);
  }
  return 0;
}
