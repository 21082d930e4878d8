/* LU SSOR whole in one region: istep loop with rhs, lower sweep over k-planes (wavefront in k,j,i), upper sweep, update, and l2norm into sum[3] per step stored in a history array */
#include <stdio.h>
#define NS 12
static double u[NS][NS][NS][3], rsd[NS][NS][NS][3], frct[NS][NS][NS][3];
static double sum[3], hist[8][3];

static void ssor(int nx, int ny, int nz, int itmax, double omega)
{
  int istep, i, j, k, m;
  double tmp = 1.0 / (omega * (2.0 - omega));
#pragma bbmm
  for (istep = 0; istep < itmax; istep++) {
    for (k = 1; k < nz - 1; k++)
      for (j = 1; j < ny - 1; j++)
        for (i = 1; i < nx - 1; i++)
          for (m = 0; m < 3; m++)
            rsd[k][j][i][m] = frct[k][j][i][m] - (6.0 * u[k][j][i][m] - u[k][j][i - 1][m] - u[k][j][i + 1][m] - u[k][j - 1][i][m] - u[k][j + 1][i][m] - u[k - 1][j][i][m] - u[k + 1][j][i][m]);
    for (k = 1; k < nz - 1; k++)
      for (j = 1; j < ny - 1; j++)
        for (i = 1; i < nx - 1; i++)
          for (m = 0; m < 3; m++)
            rsd[k][j][i][m] = (rsd[k][j][i][m] + omega * (rsd[k - 1][j][i][m] + rsd[k][j - 1][i][m] + rsd[k][j][i - 1][m])) / 6.0;
    for (k = nz - 2; k > 0; k--)
      for (j = ny - 2; j > 0; j--)
        for (i = nx - 2; i > 0; i--)
          for (m = 0; m < 3; m++)
            rsd[k][j][i][m] = rsd[k][j][i][m] + omega * (rsd[k + 1][j][i][m] + rsd[k][j + 1][i][m] + rsd[k][j][i + 1][m]) / 6.0;
    for (k = 1; k < nz - 1; k++)
      for (j = 1; j < ny - 1; j++)
        for (i = 1; i < nx - 1; i++)
          for (m = 0; m < 3; m++)
            u[k][j][i][m] = u[k][j][i][m] + tmp * rsd[k][j][i][m];
    for (m = 0; m < 3; m++) sum[m] = 0.0;
    for (k = 1; k < nz - 1; k++)
      for (j = 1; j < ny - 1; j++)
        for (i = 1; i < nx - 1; i++)
          for (m = 0; m < 3; m++)
            sum[m] = sum[m] + rsd[k][j][i][m] * rsd[k][j][i][m];
    for (m = 0; m < 3; m++) hist[istep][m] = sum[m];
  }
}

int main(void)
{
  static const int sz[5][3] = { { 2, 2, 2 }, { 3, 3, 3 }, { 4, 3, 5 }, { 7, 6, 5 }, { 12, 11, 10 } };
  int c, i, j, k, m;
  for (c = 0; c < 5; c++) {
    for (k = 0; k < NS; k++) for (j = 0; j < NS; j++) for (i = 0; i < NS; i++) for (m = 0; m < 3; m++) {
      u[k][j][i][m] = 0.0; rsd[k][j][i][m] = 0.0; frct[k][j][i][m] = 0.0625 * ((i + 2 * j + 3 * k + m) % 5);
    }
    for (i = 0; i < 8; i++) for (m = 0; m < 3; m++) hist[i][m] = -1.0;
    ssor(sz[c][0], sz[c][1], sz[c][2], 5, 1.2);
    for (i = 0; i < 8; i++) printf("%a %a %a\n", hist[i][0], hist[i][1], hist[i][2]);
    for (k = 0; k < sz[c][2]; k++) for (j = 0; j < sz[c][1]; j++) for (i = 0; i < sz[c][0]; i++) for (m = 0; m < 3; m++) printf("%a\n", u[k][j][i][m]);
  }
  return 0;
}
