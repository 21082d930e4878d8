/* 3-D SOR in place (lexicographic Gauss-Seidel with omega) repeated over iterations inside the region, boundary left alone */
#include <stdio.h>
#define N 9
static double u[N][N][N], f[N][N][N];

static void sor(int n, int iters, double omega)
{
  int it, i, j, k;
#pragma bbmm
  for (it = 0; it < iters; it++)
    for (k = 1; k < n - 1; k++)
      for (j = 1; j < n - 1; j++)
        for (i = 1; i < n - 1; i++)
          u[k][j][i] = (1.0 - omega) * u[k][j][i] + omega / 6.0 * (u[k - 1][j][i] + u[k + 1][j][i] + u[k][j - 1][i] + u[k][j + 1][i] + u[k][j][i - 1] + u[k][j][i + 1] - f[k][j][i]);
}

int main(void)
{
  int i, j, k, c;
  static const int sz[4] = { 2, 3, 5, 9 };
  for (c = 0; c < 4; c++) {
    for (k = 0; k < N; k++) for (j = 0; j < N; j++) for (i = 0; i < N; i++) { u[k][j][i] = (i == 0 || j == 0) ? 1.0 : 0.0; f[k][j][i] = 0.03125 * ((i * j + k) % 5); }
    sor(sz[c], 2, 1.25);
    for (k = 0; k < N; k++) for (j = 0; j < N; j++) for (i = 0; i < N; i++) printf("%a\n", u[k][j][i]);
  }
  return 0;
}
