/* NPB LU rhs zeta direction: per (j,i) line flux[k][m] scratch, viscous flux with a scalar carried from the previous k iteration (u21km1 = u21k), fourth-order dissipation with k = 1, 2, 3..nz-4, nz-3, nz-2 forms */
#include <stdio.h>
#define ISIZ 12
static double u[ISIZ][ISIZ][ISIZ][5], rsd[ISIZ][ISIZ][ISIZ][5];
static double flux[ISIZ][5];
static int nx, ny, nz;
static double tz1 = 0.5, tz2 = 0.25, tz3 = 0.125, dz1 = 0.75, dssp = 0.0625;

static void rhs_zeta(void)
{
  int i, j, k, m;
  double q, u41, tmp, u21k, u21km1, u41k, u41km1;
#pragma bbmm
  for (j = 1; j <= ny - 2; j++) {
    for (i = 1; i <= nx - 2; i++) {
      for (k = 0; k <= nz - 1; k++) {
        flux[k][0] = u[k][j][i][3];
        u41 = u[k][j][i][3] / u[k][j][i][0];
        q = 0.5 * (u[k][j][i][1] * u[k][j][i][1] + u[k][j][i][2] * u[k][j][i][2] + u[k][j][i][3] * u[k][j][i][3]) / u[k][j][i][0];
        flux[k][1] = u[k][j][i][1] * u41;
        flux[k][2] = u[k][j][i][2] * u41;
        flux[k][3] = u[k][j][i][3] * u41 + 0.4 * (u[k][j][i][4] - q);
        flux[k][4] = (1.4 * u[k][j][i][4] - 0.4 * q) * u41;
      }
      for (k = 1; k <= nz - 2; k++)
        for (m = 0; m < 5; m++)
          rsd[k][j][i][m] = rsd[k][j][i][m] - tz2 * (flux[k + 1][m] - flux[k - 1][m]);
      tmp = 1.0 / u[0][j][i][0];
      u21km1 = tmp * u[0][j][i][1];
      u41km1 = tmp * u[0][j][i][3];
      for (k = 1; k <= nz - 1; k++) {
        tmp = 1.0 / u[k][j][i][0];
        u21k = tmp * u[k][j][i][1];
        u41k = tmp * u[k][j][i][3];
        flux[k][1] = tz3 * (u21k - u21km1);
        flux[k][3] = (4.0 / 3.0) * tz3 * (u41k - u41km1);
        u21km1 = u21k;
        u41km1 = u41k;
      }
      for (k = 1; k <= nz - 2; k++) {
        rsd[k][j][i][0] = rsd[k][j][i][0] + dz1 * tz1 * (u[k - 1][j][i][0] - 2.0 * u[k][j][i][0] + u[k + 1][j][i][0]);
        rsd[k][j][i][1] = rsd[k][j][i][1] + tz3 * 0.1 * (flux[k + 1][1] - flux[k][1]);
        rsd[k][j][i][3] = rsd[k][j][i][3] + tz3 * 0.1 * (flux[k + 1][3] - flux[k][3]);
      }
      for (m = 0; m < 5; m++) {
        rsd[1][j][i][m] = rsd[1][j][i][m] - dssp * (+5.0 * u[1][j][i][m] - 4.0 * u[2][j][i][m] + u[3][j][i][m]);
        rsd[2][j][i][m] = rsd[2][j][i][m] - dssp * (-4.0 * u[1][j][i][m] + 6.0 * u[2][j][i][m] - 4.0 * u[3][j][i][m] + u[4][j][i][m]);
      }
      for (k = 3; k <= nz - 4; k++)
        for (m = 0; m < 5; m++)
          rsd[k][j][i][m] = rsd[k][j][i][m] - dssp * (u[k - 2][j][i][m] - 4.0 * u[k - 1][j][i][m] + 6.0 * u[k][j][i][m] - 4.0 * u[k + 1][j][i][m] + u[k + 2][j][i][m]);
      for (m = 0; m < 5; m++) {
        rsd[nz - 3][j][i][m] = rsd[nz - 3][j][i][m] - dssp * (u[nz - 5][j][i][m] - 4.0 * u[nz - 4][j][i][m] + 6.0 * u[nz - 3][j][i][m] - 4.0 * u[nz - 2][j][i][m]);
        rsd[nz - 2][j][i][m] = rsd[nz - 2][j][i][m] - dssp * (u[nz - 4][j][i][m] - 4.0 * u[nz - 3][j][i][m] + 5.0 * u[nz - 2][j][i][m]);
      }
    }
  }
}

int main(void)
{
  static const int sz[4][3] = { { 3, 3, 5 }, { 4, 5, 6 }, { 6, 4, 7 }, { 12, 10, 12 } };
  int c, i, j, k, m;
  for (c = 0; c < 4; c++) {
    nx = sz[c][0]; ny = sz[c][1]; nz = sz[c][2];
    for (k = 0; k < ISIZ; k++) for (j = 0; j < ISIZ; j++) for (i = 0; i < ISIZ; i++) for (m = 0; m < 5; m++) {
      u[k][j][i][m] = (m == 0 ? 1.0 : 0.0) + 0.0625 * ((i * 7 + j * 5 + k * 3 + m) % 11);
      rsd[k][j][i][m] = 0.0;
    }
    rhs_zeta();
    for (k = 0; k < nz; k++) for (j = 0; j < ny; j++) for (i = 0; i < nx; i++) for (m = 0; m < 5; m++) printf("%a\n", rsd[k][j][i][m]);
  }
  return 0;
}
