/* NPB SP-style ADI: compute_rhs, x/y/z_solve with per-line lhs[][5] scratch (Thomas forward + back), add(), time loop with host max-norm */
#include <stdio.h>
#define N 14
#define IX(k,j,i) (((k) * N + (j)) * N + (i))
static double u[N * N * N][3], rhs[N * N * N][3], forcing[N * N * N][3];
static double lhs[N][5];
static double rhoi[N][N][N];
static int nx, ny, nz;
static double dttx = 0.25, dtty = 0.1875, dttz = 0.125, c2 = 0.4;

static void compute_rhs(void)
{
  int i, j, k, m;
#pragma bbmm
  for (k = 0; k < nz; k++)
    for (j = 0; j < ny; j++)
      for (i = 0; i < nx; i++)
        rhoi[k][j][i] = 1.0 / (1.0 + u[IX(k, j, i)][0] * u[IX(k, j, i)][0]);
#pragma bbmm
  for (k = 1; k < nz - 1; k++)
    for (j = 1; j < ny - 1; j++)
      for (i = 1; i < nx - 1; i++)
        for (m = 0; m < 3; m++)
          rhs[IX(k, j, i)][m] = forcing[IX(k, j, i)][m]
            + dttx * (u[IX(k, j, i + 1)][m] - 2.0 * u[IX(k, j, i)][m] + u[IX(k, j, i - 1)][m]) * rhoi[k][j][i]
            + dtty * (u[IX(k, j + 1, i)][m] - 2.0 * u[IX(k, j, i)][m] + u[IX(k, j - 1, i)][m])
            + dttz * (u[IX(k + 1, j, i)][m] - 2.0 * u[IX(k, j, i)][m] + u[IX(k - 1, j, i)][m]) - c2 * rhoi[k + 1][j][i] * u[IX(k, j, i)][m];
}

static void x_solve(void)
{
  int i, j, k, m;
  double fac1;
#pragma bbmm
  for (k = 1; k < nz - 1; k++)
    for (j = 1; j < ny - 1; j++) {
      for (i = 0; i < nx; i++) {
        lhs[i][0] = 0.0;
        lhs[i][1] = -dttx * rhoi[k][j][i];
        lhs[i][2] = 1.0 + 2.0 * dttx;
        lhs[i][3] = -dttx * rhoi[k][j][i];
        lhs[i][4] = 0.0;
      }
      lhs[0][1] = 0.0; lhs[0][2] = 1.0; lhs[0][3] = 0.0;
      lhs[nx - 1][1] = 0.0; lhs[nx - 1][2] = 1.0; lhs[nx - 1][3] = 0.0;
      for (i = 0; i < nx - 1; i++) {
        fac1 = 1.0 / lhs[i][2];
        lhs[i][3] = fac1 * lhs[i][3];
        for (m = 0; m < 3; m++) rhs[IX(k, j, i)][m] = fac1 * rhs[IX(k, j, i)][m];
        lhs[i + 1][2] = lhs[i + 1][2] - lhs[i + 1][1] * lhs[i][3];
        for (m = 0; m < 3; m++) rhs[IX(k, j, i + 1)][m] = rhs[IX(k, j, i + 1)][m] - lhs[i + 1][1] * rhs[IX(k, j, i)][m];
      }
      fac1 = 1.0 / lhs[nx - 1][2];
      for (m = 0; m < 3; m++) rhs[IX(k, j, nx - 1)][m] = fac1 * rhs[IX(k, j, nx - 1)][m];
      for (i = nx - 2; i >= 0; i--)
        for (m = 0; m < 3; m++)
          rhs[IX(k, j, i)][m] = rhs[IX(k, j, i)][m] - lhs[i][3] * rhs[IX(k, j, i + 1)][m];
    }
}

static void y_solve(void)
{
  int i, j, k, m;
  double fac1;
#pragma bbmm
  for (k = 1; k < nz - 1; k++)
    for (i = 1; i < nx - 1; i++) {
      for (j = 0; j < ny; j++) {
        lhs[j][1] = -dtty;
        lhs[j][2] = 1.0 + 2.0 * dtty;
        lhs[j][3] = -dtty * rhoi[k][j][i];
      }
      lhs[0][1] = 0.0; lhs[0][2] = 1.0; lhs[0][3] = 0.0;
      lhs[ny - 1][1] = 0.0; lhs[ny - 1][2] = 1.0; lhs[ny - 1][3] = 0.0;
      for (j = 0; j < ny - 1; j++) {
        fac1 = 1.0 / lhs[j][2];
        lhs[j][3] = fac1 * lhs[j][3];
        for (m = 0; m < 3; m++) rhs[IX(k, j, i)][m] = fac1 * rhs[IX(k, j, i)][m];
        lhs[j + 1][2] = lhs[j + 1][2] - lhs[j + 1][1] * lhs[j][3];
        for (m = 0; m < 3; m++) rhs[IX(k, j + 1, i)][m] = rhs[IX(k, j + 1, i)][m] - lhs[j + 1][1] * rhs[IX(k, j, i)][m];
      }
      fac1 = 1.0 / lhs[ny - 1][2];
      for (m = 0; m < 3; m++) rhs[IX(k, ny - 1, i)][m] = fac1 * rhs[IX(k, ny - 1, i)][m];
      for (j = ny - 2; j >= 0; j--)
        for (m = 0; m < 3; m++)
          rhs[IX(k, j, i)][m] = rhs[IX(k, j, i)][m] - lhs[j][3] * rhs[IX(k, j + 1, i)][m];
    }
}

static void z_solve(void)
{
  int i, j, k, m;
  double fac1;
#pragma bbmm
  for (j = 1; j < ny - 1; j++)
    for (i = 1; i < nx - 1; i++) {
      for (k = 0; k < nz; k++) {
        lhs[k][1] = -dttz * rhoi[k][j][i];
        lhs[k][2] = 1.0 + 2.0 * dttz;
        lhs[k][3] = -dttz;
      }
      lhs[0][1] = 0.0; lhs[0][2] = 1.0; lhs[0][3] = 0.0;
      lhs[nz - 1][1] = 0.0; lhs[nz - 1][2] = 1.0; lhs[nz - 1][3] = 0.0;
      for (k = 0; k < nz - 1; k++) {
        fac1 = 1.0 / lhs[k][2];
        lhs[k][3] = fac1 * lhs[k][3];
        for (m = 0; m < 3; m++) rhs[IX(k, j, i)][m] = fac1 * rhs[IX(k, j, i)][m];
        lhs[k + 1][2] = lhs[k + 1][2] - lhs[k + 1][1] * lhs[k][3];
        for (m = 0; m < 3; m++) rhs[IX(k + 1, j, i)][m] = rhs[IX(k + 1, j, i)][m] - lhs[k + 1][1] * rhs[IX(k, j, i)][m];
      }
      fac1 = 1.0 / lhs[nz - 1][2];
      for (m = 0; m < 3; m++) rhs[IX(nz - 1, j, i)][m] = fac1 * rhs[IX(nz - 1, j, i)][m];
      for (k = nz - 2; k >= 0; k--)
        for (m = 0; m < 3; m++)
          rhs[IX(k, j, i)][m] = rhs[IX(k, j, i)][m] - lhs[k][3] * rhs[IX(k + 1, j, i)][m];
    }
}

static void add(void)
{
  int i, j, k, m;
#pragma bbmm
  for (k = 1; k < nz - 1; k++)
    for (j = 1; j < ny - 1; j++)
      for (i = 1; i < nx - 1; i++)
        for (m = 0; m < 3; m++)
          u[IX(k, j, i)][m] = u[IX(k, j, i)][m] + rhs[IX(k, j, i)][m];
}

int main(void)
{
  static const int sz[4][3] = { { 3, 3, 3 }, { 4, 5, 3 }, { 7, 4, 6 }, { 14, 11, 9 } };
  int c, i, j, k, m, step;
  for (c = 0; c < 4; c++) {
    nx = sz[c][0]; ny = sz[c][1]; nz = sz[c][2];
    for (k = 0; k < N; k++) for (j = 0; j < N; j++) for (i = 0; i < N; i++) {
      rhoi[k][j][i] = 0.0;
      for (m = 0; m < 3; m++) {
        u[IX(k, j, i)][m] = 0.125 * ((i * 3 + j * 2 + k + m) % 7);
        forcing[IX(k, j, i)][m] = 0.0078125 * ((i + j * 4 + k * 3 + m) % 5) - 0.01;
        rhs[IX(k, j, i)][m] = 0.0;
      }
    }
    for (step = 0; step < 3; step++) {
      double mx = 0.0;
      compute_rhs();
      x_solve();
      y_solve();
      z_solve();
      add();
      for (k = 0; k < nz; k++) for (j = 0; j < ny; j++) for (i = 0; i < nx; i++)
        if (rhs[IX(k, j, i)][0] > mx) mx = rhs[IX(k, j, i)][0];
      printf("step %d max %a\n", step, mx);
    }
    for (k = 0; k < nz; k++) for (j = 0; j < ny; j++) for (i = 0; i < nx; i++)
      printf("%a %a %a %a\n", u[IX(k, j, i)][0], u[IX(k, j, i)][1], u[IX(k, j, i)][2], rhs[IX(k, j, i)][2]);
  }
  return 0;
}
