/* SP-style ADI time loop with full-size lhs arrays in all three directions: x with serial i innermost, y with serial j in the middle, z with serial k between parallel j (outer) and i (inner); compute_rhs, add, host error norm per step */
#include <stdio.h>
#include <math.h>
#define P 10
static double u[P][P][P], rhs[P][P][P], forcing[P][P][P];
static double la[P][P][P], lb[P][P][P], lc[P][P][P];
static int nx, ny, nz;

static void compute_rhs(double d)
{
  int i, j, k;
#pragma bbmm
  for (k = 1; k < nz - 1; k++)
    for (j = 1; j < ny - 1; j++)
      for (i = 1; i < nx - 1; i++)
        rhs[k][j][i] = forcing[k][j][i] + d * (u[k][j][i + 1] + u[k][j][i - 1] + u[k][j + 1][i] + u[k][j - 1][i] + u[k + 1][j][i] + u[k - 1][j][i] - 6.0 * u[k][j][i]);
}

static void x_solve(double d)
{
  int i, j, k;
  double fac;
#pragma bbmm
  for (k = 1; k < nz - 1; k++)
    for (j = 1; j < ny - 1; j++) {
      for (i = 0; i < nx; i++) { la[k][j][i] = (i == 0 || i == nx - 1) ? 0.0 : -d; lb[k][j][i] = (i == 0 || i == nx - 1) ? 1.0 : 1.0 + 2.0 * d; lc[k][j][i] = (i == 0 || i == nx - 1) ? 0.0 : -d; }
      for (i = 1; i < nx; i++) {
        fac = la[k][j][i] / lb[k][j][i - 1];
        lb[k][j][i] = lb[k][j][i] - fac * lc[k][j][i - 1];
        rhs[k][j][i] = rhs[k][j][i] - fac * rhs[k][j][i - 1];
      }
      rhs[k][j][nx - 1] = rhs[k][j][nx - 1] / lb[k][j][nx - 1];
      for (i = nx - 2; i >= 0; i--)
        rhs[k][j][i] = (rhs[k][j][i] - lc[k][j][i] * rhs[k][j][i + 1]) / lb[k][j][i];
    }
}

static void y_solve(double d)
{
  int i, j, k;
  double fac;
#pragma bbmm
  for (k = 1; k < nz - 1; k++) {
    for (j = 0; j < ny; j++)
      for (i = 1; i < nx - 1; i++) { la[k][j][i] = (j == 0 || j == ny - 1) ? 0.0 : -d; lb[k][j][i] = (j == 0 || j == ny - 1) ? 1.0 : 1.0 + 2.0 * d; lc[k][j][i] = (j == 0 || j == ny - 1) ? 0.0 : -d; }
    for (j = 1; j < ny; j++)
      for (i = 1; i < nx - 1; i++) {
        fac = la[k][j][i] / lb[k][j - 1][i];
        lb[k][j][i] = lb[k][j][i] - fac * lc[k][j - 1][i];
        rhs[k][j][i] = rhs[k][j][i] - fac * rhs[k][j - 1][i];
      }
    for (i = 1; i < nx - 1; i++) rhs[k][ny - 1][i] = rhs[k][ny - 1][i] / lb[k][ny - 1][i];
    for (j = ny - 2; j >= 0; j--)
      for (i = 1; i < nx - 1; i++)
        rhs[k][j][i] = (rhs[k][j][i] - lc[k][j][i] * rhs[k][j + 1][i]) / lb[k][j][i];
  }
}

static void z_solve(double d)
{
  int i, j, k;
  double fac;
#pragma bbmm
  for (j = 1; j < ny - 1; j++) {
    for (k = 0; k < nz; k++)
      for (i = 1; i < nx - 1; i++) { la[k][j][i] = (k == 0 || k == nz - 1) ? 0.0 : -d; lb[k][j][i] = (k == 0 || k == nz - 1) ? 1.0 : 1.0 + 2.0 * d; lc[k][j][i] = (k == 0 || k == nz - 1) ? 0.0 : -d; }
    for (k = 1; k < nz; k++)
      for (i = 1; i < nx - 1; i++) {
        fac = la[k][j][i] / lb[k - 1][j][i];
        lb[k][j][i] = lb[k][j][i] - fac * lc[k - 1][j][i];
        rhs[k][j][i] = rhs[k][j][i] - fac * rhs[k - 1][j][i];
      }
    for (i = 1; i < nx - 1; i++) rhs[nz - 1][j][i] = rhs[nz - 1][j][i] / lb[nz - 1][j][i];
    for (k = nz - 2; k >= 0; k--)
      for (i = 1; i < nx - 1; i++)
        rhs[k][j][i] = (rhs[k][j][i] - lc[k][j][i] * rhs[k + 1][j][i]) / lb[k][j][i];
  }
}

static void add(void)
{
  int i, j, k;
#pragma bbmm
  for (k = 1; k < nz - 1; k++)
    for (j = 1; j < ny - 1; j++)
      for (i = 1; i < nx - 1; i++)
        u[k][j][i] = u[k][j][i] + rhs[k][j][i];
}

int main(void)
{
  static const int sz[4][3] = { { 3, 3, 3 }, { 4, 3, 5 }, { 6, 7, 4 }, { 10, 9, 8 } };
  int c, i, j, k, step;
  for (c = 0; c < 4; c++) {
    nx = sz[c][0]; ny = sz[c][1]; nz = sz[c][2];
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) {
      u[k][j][i] = 0.0; rhs[k][j][i] = 0.0; la[k][j][i] = lb[k][j][i] = lc[k][j][i] = 0.0;
      forcing[k][j][i] = 0.03125 * ((i + 2 * j + 3 * k) % 7) - 0.0625;
    }
    for (step = 0; step < 4; step++) {
      double e = 0.0;
      compute_rhs(0.1);
      x_solve(0.2);
      y_solve(0.2);
      z_solve(0.2);
      add();
      for (k = 0; k < nz; k++) for (j = 0; j < ny; j++) for (i = 0; i < nx; i++) e += u[k][j][i] * u[k][j][i];
      printf("step %d e %a\n", step, sqrt(e));
    }
    for (k = 0; k < nz; k++) for (j = 0; j < ny; j++) for (i = 0; i < nx; i++) printf("%a %a\n", u[k][j][i], rhs[k][j][i]);
  }
  return 0;
}
