/* LU-style SSOR with an explicit #pragma bbmm data scope around the istep loop: update host before host probe reads and the norm, update device after a host boundary write, per-k lower/upper sweep regions */
#include <stdio.h>
#include <math.h>
#define NS 10
static double u[NS][NS][NS], rsd[NS][NS][NS], frct[NS][NS][NS];
static int nx, ny, nz;

static void rhs(void)
{
  int i, j, k;
#pragma bbmm
  for (k = 1; k < nz - 1; k++)
    for (j = 1; j < ny - 1; j++)
      for (i = 1; i < nx - 1; i++)
        rsd[k][j][i] = frct[k][j][i] - (6.0 * u[k][j][i] - u[k][j][i - 1] - u[k][j][i + 1] - u[k][j - 1][i] - u[k][j + 1][i] - u[k - 1][j][i] - u[k + 1][j][i]);
}

static void blts(int k, double om)
{
  int i, j;
#pragma bbmm
  for (j = 1; j < ny - 1; j++)
    for (i = 1; i < nx - 1; i++)
      rsd[k][j][i] = (rsd[k][j][i] + om * (rsd[k - 1][j][i] + rsd[k][j - 1][i] + rsd[k][j][i - 1])) / 6.0;
}

static void buts(int k, double om)
{
  int i, j;
#pragma bbmm
  for (j = ny - 2; j >= 1; j--)
    for (i = nx - 2; i >= 1; i--)
      rsd[k][j][i] = rsd[k][j][i] + om * (rsd[k + 1][j][i] + rsd[k][j + 1][i] + rsd[k][j][i + 1]) / 6.0;
}

static void upd(double tmp)
{
  int i, j, k;
#pragma bbmm
  for (k = 1; k < nz - 1; k++)
    for (j = 1; j < ny - 1; j++)
      for (i = 1; i < nx - 1; i++)
        u[k][j][i] += tmp * rsd[k][j][i];
}

int main(void)
{
  static const int sz[4][3] = { { 3, 3, 3 }, { 4, 3, 5 }, { 6, 7, 4 }, { 10, 9, 8 } };
  int c, i, j, k, istep;
  for (c = 0; c < 4; c++) {
    double nrm = 0.0;
    nx = sz[c][0]; ny = sz[c][1]; nz = sz[c][2];
    for (k = 0; k < NS; k++) for (j = 0; j < NS; j++) for (i = 0; i < NS; i++) {
      u[k][j][i] = 0.0; rsd[k][j][i] = 0.0; frct[k][j][i] = 0.03125 * ((i + 3 * j + 2 * k) % 6);
    }
#pragma bbmm data(u, rsd)
    for (istep = 1; istep <= 4; istep++) {
      rhs();
      for (k = 1; k < nz - 1; k++) blts(k, 0.9);
      for (k = nz - 2; k >= 1; k--) buts(k, 0.9);
      upd(0.5);
#pragma bbmm update host(u, rsd)
      nrm = 0.0;
      for (k = 1; k < nz - 1; k++) for (j = 1; j < ny - 1; j++) for (i = 1; i < nx - 1; i++) nrm += rsd[k][j][i] * rsd[k][j][i];
      printf("istep %d nrm %a probe %a\n", istep, sqrt(nrm), u[nz / 2][ny / 2][nx / 2]);
      for (j = 0; j < ny; j++) for (i = 0; i < nx; i++) u[0][j][i] = 0.125 * istep;
#pragma bbmm update device(u)
    }
    for (k = 0; k < nz; k++) for (j = 0; j < ny; j++) for (i = 0; i < nx; i++) printf("%a %a\n", u[k][j][i], rsd[k][j][i]);
  }
  return 0;
}
