/* NPB LU-style SSOR: rhs with flux + 4th-order dissipation in i/j/k, lower/upper sweeps per k plane, l2norm into sum[5], istep loop with convergence check */
#include <stdio.h>
#include <math.h>
#define ISIZ 12
static double u[ISIZ][ISIZ][ISIZ][5], rsd[ISIZ][ISIZ][ISIZ][5], frct[ISIZ][ISIZ][ISIZ][5];
static double flux[ISIZ][5];
static double rsdnm[5];
static int nx, ny, nz, ist, iend, jst, jend, itmax;
static double dt = 0.5, omega = 1.2, dssp = 0.0625, tx2 = 0.25, ty2 = 0.125, tz2 = 0.1875;

static void rhs(void)
{
  int i, j, k, m;
  double q, u21, u31, u41;
#pragma bbmm
  for (k = 0; k < nz; k++)
    for (j = 0; j < ny; j++)
      for (i = 0; i < nx; i++)
        for (m = 0; m < 5; m++)
          rsd[k][j][i][m] = -frct[k][j][i][m];
#pragma bbmm
  for (k = 1; k < nz - 1; k++)
    for (j = jst; j <= jend; j++) {
      for (i = 0; i < nx; i++) {
        flux[i][0] = u[k][j][i][1];
        u21 = u[k][j][i][1] / u[k][j][i][0];
        q = 0.5 * (u[k][j][i][1] * u[k][j][i][1] + u[k][j][i][2] * u[k][j][i][2] + u[k][j][i][3] * u[k][j][i][3]) / u[k][j][i][0];
        flux[i][1] = u[k][j][i][1] * u21 + 0.4 * (u[k][j][i][4] - q);
        flux[i][2] = u[k][j][i][2] * u21;
        flux[i][3] = u[k][j][i][3] * u21;
        flux[i][4] = (1.4 * u[k][j][i][4] - 0.4 * q) * u21;
      }
      for (i = ist; i <= iend; i++)
        for (m = 0; m < 5; m++)
          rsd[k][j][i][m] = rsd[k][j][i][m] - tx2 * (flux[i + 1][m] - flux[i - 1][m]);
      for (m = 0; m < 5; m++) {
        rsd[k][j][1][m] = rsd[k][j][1][m] - dssp * (+5.0 * u[k][j][1][m] - 4.0 * u[k][j][2][m] + u[k][j][3][m]);
        rsd[k][j][2][m] = rsd[k][j][2][m] - dssp * (-4.0 * u[k][j][1][m] + 6.0 * u[k][j][2][m] - 4.0 * u[k][j][3][m] + u[k][j][4][m]);
      }
      for (i = 3; i <= nx - 4; i++)
        for (m = 0; m < 5; m++)
          rsd[k][j][i][m] = rsd[k][j][i][m] - dssp * (u[k][j][i - 2][m] - 4.0 * u[k][j][i - 1][m] + 6.0 * u[k][j][i][m] - 4.0 * u[k][j][i + 1][m] + u[k][j][i + 2][m]);
      for (m = 0; m < 5; m++) {
        rsd[k][j][nx - 3][m] = rsd[k][j][nx - 3][m] - dssp * (u[k][j][nx - 5][m] - 4.0 * u[k][j][nx - 4][m] + 6.0 * u[k][j][nx - 3][m] - 4.0 * u[k][j][nx - 2][m]);
        rsd[k][j][nx - 2][m] = rsd[k][j][nx - 2][m] - dssp * (u[k][j][nx - 4][m] - 4.0 * u[k][j][nx - 3][m] + 5.0 * u[k][j][nx - 2][m]);
      }
    }
#pragma bbmm
  for (k = 1; k < nz - 1; k++)
    for (i = ist; i <= iend; i++) {
      for (j = 0; j < ny; j++) {
        flux[j][0] = u[k][j][i][2];
        u31 = u[k][j][i][2] / u[k][j][i][0];
        q = 0.5 * (u[k][j][i][1] * u[k][j][i][1] + u[k][j][i][2] * u[k][j][i][2] + u[k][j][i][3] * u[k][j][i][3]) / u[k][j][i][0];
        flux[j][1] = u[k][j][i][1] * u31;
        flux[j][2] = u[k][j][i][2] * u31 + 0.4 * (u[k][j][i][4] - q);
        flux[j][3] = u[k][j][i][3] * u31;
        flux[j][4] = (1.4 * u[k][j][i][4] - 0.4 * q) * u31;
      }
      for (j = jst; j <= jend; j++)
        for (m = 0; m < 5; m++)
          rsd[k][j][i][m] = rsd[k][j][i][m] - ty2 * (flux[j + 1][m] - flux[j - 1][m]);
      for (m = 0; m < 5; m++) {
        rsd[k][1][i][m] = rsd[k][1][i][m] - dssp * (+5.0 * u[k][1][i][m] - 4.0 * u[k][2][i][m] + u[k][3][i][m]);
        rsd[k][ny - 2][i][m] = rsd[k][ny - 2][i][m] - dssp * (u[k][ny - 4][i][m] - 4.0 * u[k][ny - 3][i][m] + 5.0 * u[k][ny - 2][i][m]);
      }
      for (j = 2; j <= ny - 3; j++)
        for (m = 0; m < 5; m++)
          rsd[k][j][i][m] = rsd[k][j][i][m] - dssp * (u[k][j - 2 < 0 ? 0 : j - 2][i][m] - 4.0 * u[k][j - 1][i][m] + 6.0 * u[k][j][i][m] - 4.0 * u[k][j + 1][i][m] + u[k][j + 2 > ny - 1 ? ny - 1 : j + 2][i][m]);
    }
#pragma bbmm
  for (j = jst; j <= jend; j++)
    for (i = ist; i <= iend; i++) {
      for (k = 0; k < nz; k++) {
        flux[k][0] = u[k][j][i][3];
        u41 = u[k][j][i][3] / u[k][j][i][0];
        q = 0.5 * (u[k][j][i][1] * u[k][j][i][1] + u[k][j][i][2] * u[k][j][i][2] + u[k][j][i][3] * u[k][j][i][3]) / u[k][j][i][0];
        flux[k][1] = u[k][j][i][1] * u41;
        flux[k][2] = u[k][j][i][2] * u41;
        flux[k][3] = u[k][j][i][3] * u41 + 0.4 * (u[k][j][i][4] - q);
        flux[k][4] = (1.4 * u[k][j][i][4] - 0.4 * q) * u41;
      }
      for (k = 1; k < nz - 1; k++)
        for (m = 0; m < 5; m++)
          rsd[k][j][i][m] = rsd[k][j][i][m] - tz2 * (flux[k + 1][m] - flux[k - 1][m]);
    }
}

static void l2norm(double v[ISIZ][ISIZ][ISIZ][5], double sum[5])
{
  int i, j, k, m;
  for (m = 0; m < 5; m++) sum[m] = 0.0;
#pragma bbmm
  for (k = 1; k < nz - 1; k++)
    for (j = jst; j <= jend; j++)
      for (i = ist; i <= iend; i++)
        for (m = 0; m < 5; m++)
          sum[m] = sum[m] + v[k][j][i][m] * v[k][j][i][m];
  for (m = 0; m < 5; m++)
    sum[m] = sqrt(sum[m] / ((nx - 2) * (ny - 2) * (nz - 2)));
}

static void blts(int k)
{
  int i, j, m;
#pragma bbmm
  for (j = jst; j <= jend; j++)
    for (i = ist; i <= iend; i++)
      for (m = 0; m < 5; m++)
        rsd[k][j][i][m] = (rsd[k][j][i][m] + omega * 0.125 * (rsd[k - 1][j][i][m] + rsd[k][j - 1][i][m] + rsd[k][j][i - 1][m])) / (1.0 + 0.03125 * m);
}

static void buts(int k)
{
  int i, j, m;
#pragma bbmm
  for (j = jend; j >= jst; j--)
    for (i = iend; i >= ist; i--)
      for (m = 0; m < 5; m++)
        rsd[k][j][i][m] = rsd[k][j][i][m] - omega * 0.0625 * (rsd[k + 1][j][i][m] + rsd[k][j + 1][i][m] + rsd[k][j][i + 1][m]);
}

static void ssor(void)
{
  int i, j, k, m, istep;
  double tmp = 1.0 / (omega * (2.0 - omega));
  rhs();
  l2norm(rsd, rsdnm);
  for (istep = 1; istep <= itmax; istep++) {
#pragma bbmm
    for (k = 1; k < nz - 1; k++)
      for (j = jst; j <= jend; j++)
        for (i = ist; i <= iend; i++)
          for (m = 0; m < 5; m++)
            rsd[k][j][i][m] = dt * rsd[k][j][i][m];
    for (k = 1; k < nz - 1; k++) blts(k);
    for (k = nz - 2; k > 0; k--) buts(k);
#pragma bbmm
    for (k = 1; k < nz - 1; k++)
      for (j = jst; j <= jend; j++)
        for (i = ist; i <= iend; i++)
          for (m = 0; m < 5; m++)
            u[k][j][i][m] = u[k][j][i][m] + tmp * rsd[k][j][i][m];
    rhs();
    l2norm(rsd, rsdnm);
    printf("istep %d %a %a %a %a %a\n", istep, rsdnm[0], rsdnm[1], rsdnm[2], rsdnm[3], rsdnm[4]);
    if (rsdnm[0] < 1.0e-3 && rsdnm[4] < 1.0e-3) break;
  }
}

int main(void)
{
  static const int sz[4][3] = { { 5, 5, 5 }, { 6, 7, 5 }, { 7, 5, 6 }, { 12, 9, 8 } };
  int c, i, j, k, m;
  for (c = 0; c < 4; c++) {
    nx = sz[c][0]; ny = sz[c][1]; nz = sz[c][2];
    ist = 1; iend = nx - 2; jst = 1; jend = ny - 2; itmax = 3;
    for (k = 0; k < ISIZ; k++) for (j = 0; j < ISIZ; j++) for (i = 0; i < ISIZ; i++) for (m = 0; m < 5; m++) {
      u[k][j][i][m] = (m == 0 ? 2.0 : 0.0) + 0.0625 * ((i * 3 + j * 5 + k * 7 + m) % 9);
      frct[k][j][i][m] = 0.03125 * ((i + 2 * j + 3 * k + m) % 5);
      rsd[k][j][i][m] = 0.0;
    }
    ssor();
    for (k = 0; k < nz; k++) for (j = 0; j < ny; j++) for (i = 0; i < nx; i++) for (m = 0; m < 5; m++)
      printf("%d %d %d %d %a %a\n", k, j, i, m, u[k][j][i][m], rsd[k][j][i][m]);
  }
  return 0;
}
