/* LU ssor: tmp = 1/(omega*(2-omega)) scalar set at top of region, rsd scaled by dt, then u += tmp * rsd over ist..iend globals, istep loop with host rsdnm */
#include <stdio.h>
#include <math.h>
#define IS 7
static double u[IS][IS][IS][5], rsd[IS][IS][IS][5];
static int ist, iend, jst, jend, nz;
static double dt, omega;

static void ssor_update(void)
{
  int i, j, k, m;
  double tmp;
#pragma bbmm
  {
    tmp = 1.0 / (omega * (2.0 - omega));
    for (k = 1; k < nz - 1; k++)
      for (j = jst; j < jend; j++)
        for (i = ist; i < iend; i++)
          for (m = 0; m < 5; m++)
            rsd[k][j][i][m] = dt * rsd[k][j][i][m];
    for (k = 1; k < nz - 1; k++)
      for (j = jst; j < jend; j++)
        for (i = ist; i < iend; i++)
          for (m = 0; m < 5; m++)
            u[k][j][i][m] = u[k][j][i][m] + tmp * rsd[k][j][i][m];
  }
}

int main(void)
{
  int i, j, k, m, c, istep;
  static const int sz[3] = { 3, 5, 7 };
  for (c = 0; c < 3; c++) {
    nz = sz[c]; ist = 1; iend = sz[c] - 1; jst = 1; jend = sz[c] - 1; dt = 0.5; omega = 1.2;
    for (k = 0; k < IS; k++) for (j = 0; j < IS; j++) for (i = 0; i < IS; i++) for (m = 0; m < 5; m++) { u[k][j][i][m] = 1.0; rsd[k][j][i][m] = 0.0625 * ((i * j + k * m + 3) % 11); }
    for (istep = 1; istep <= 3; istep++) {
      double s = 0.0;
      ssor_update();
      for (k = 1; k < nz - 1; k++) for (j = jst; j < jend; j++) for (i = ist; i < iend; i++) for (m = 0; m < 5; m++) s += rsd[k][j][i][m] * rsd[k][j][i][m];
      printf("istep %d %a\n", istep, sqrt(s));
      omega = omega - 0.05;
    }
    for (k = 0; k < IS; k++) for (j = 0; j < IS; j++) for (i = 0; i < IS; i++) for (m = 0; m < 5; m++) printf("%a\n", u[k][j][i][m]);
  }
  return 0;
}
