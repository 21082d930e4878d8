/* LBM D2Q9 collide+stream, nine distributions f[9][N][N] unrolled with weights w[] read from a global table, ghost-cell periodic copies */
#include <stdio.h>
#define N 10
static double f[9][N + 2][N + 2], g[9][N + 2][N + 2];
static const double w[9] = { 4.0 / 9, 1.0 / 9, 1.0 / 9, 1.0 / 9, 1.0 / 9, 1.0 / 36, 1.0 / 36, 1.0 / 36, 1.0 / 36 };

static void step(int n, double omega)
{
  int i, j, q;
  double rho, ux, uy, usq, cu;
#pragma bbmm
  {
    for (q = 0; q < 9; q++) {
      for (i = 1; i <= n; i++) { f[q][i][0] = f[q][i][n]; f[q][i][n + 1] = f[q][i][1]; }
      for (j = 0; j <= n + 1; j++) { f[q][0][j] = f[q][n][j]; f[q][n + 1][j] = f[q][1][j]; }
    }
    for (i = 1; i <= n; i++)
      for (j = 1; j <= n; j++) {
        g[0][i][j] = f[0][i][j];
        g[1][i][j] = f[1][i - 1][j];
        g[2][i][j] = f[2][i][j - 1];
        g[3][i][j] = f[3][i + 1][j];
        g[4][i][j] = f[4][i][j + 1];
        g[5][i][j] = f[5][i - 1][j - 1];
        g[6][i][j] = f[6][i + 1][j - 1];
        g[7][i][j] = f[7][i + 1][j + 1];
        g[8][i][j] = f[8][i - 1][j + 1];
      }
    for (i = 1; i <= n; i++)
      for (j = 1; j <= n; j++) {
        rho = g[0][i][j] + g[1][i][j] + g[2][i][j] + g[3][i][j] + g[4][i][j] + g[5][i][j] + g[6][i][j] + g[7][i][j] + g[8][i][j];
        ux = (g[1][i][j] + g[5][i][j] + g[8][i][j] - g[3][i][j] - g[6][i][j] - g[7][i][j]) / rho;
        uy = (g[2][i][j] + g[5][i][j] + g[6][i][j] - g[4][i][j] - g[7][i][j] - g[8][i][j]) / rho;
        usq = 1.5 * (ux * ux + uy * uy);
        f[0][i][j] = g[0][i][j] + omega * (w[0] * rho * (1.0 - usq) - g[0][i][j]);
        cu = 3.0 * ux;
        f[1][i][j] = g[1][i][j] + omega * (w[1] * rho * (1.0 + cu + 0.5 * cu * cu - usq) - g[1][i][j]);
        cu = 3.0 * uy;
        f[2][i][j] = g[2][i][j] + omega * (w[2] * rho * (1.0 + cu + 0.5 * cu * cu - usq) - g[2][i][j]);
        cu = -3.0 * ux;
        f[3][i][j] = g[3][i][j] + omega * (w[3] * rho * (1.0 + cu + 0.5 * cu * cu - usq) - g[3][i][j]);
        cu = -3.0 * uy;
        f[4][i][j] = g[4][i][j] + omega * (w[4] * rho * (1.0 + cu + 0.5 * cu * cu - usq) - g[4][i][j]);
        cu = 3.0 * (ux + uy);
        f[5][i][j] = g[5][i][j] + omega * (w[5] * rho * (1.0 + cu + 0.5 * cu * cu - usq) - g[5][i][j]);
        cu = 3.0 * (-ux + uy);
        f[6][i][j] = g[6][i][j] + omega * (w[6] * rho * (1.0 + cu + 0.5 * cu * cu - usq) - g[6][i][j]);
        cu = 3.0 * (-ux - uy);
        f[7][i][j] = g[7][i][j] + omega * (w[7] * rho * (1.0 + cu + 0.5 * cu * cu - usq) - g[7][i][j]);
        cu = 3.0 * (ux - uy);
        f[8][i][j] = g[8][i][j] + omega * (w[8] * rho * (1.0 + cu + 0.5 * cu * cu - usq) - g[8][i][j]);
      }
  }
}

int main(void)
{
  int i, j, q, c, t;
  static const int sz[4] = { 1, 2, 5, 10 };
  for (c = 0; c < 4; c++) {
    for (q = 0; q < 9; q++) for (i = 0; i < N + 2; i++) for (j = 0; j < N + 2; j++) { f[q][i][j] = (q == 0 ? 0.4 : 0.075) * (1.0 + 0.0625 * ((i * 3 + j * 5 + q) % 7)); g[q][i][j] = 0.0; }
    for (t = 0; t < 3; t++) step(sz[c], 1.7);
    for (q = 0; q < 9; q++) for (i = 0; i < N + 2; i++) for (j = 0; j < N + 2; j++) printf("%a\n", f[q][i][j]);
  }
  return 0;
}
