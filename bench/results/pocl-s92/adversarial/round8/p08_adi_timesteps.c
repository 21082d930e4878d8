/* ADI-style time loop calling compute_rhs, x_solve, add (one region each) with host residual check and dt change between steps */
#include <stdio.h>
#include <math.h>
#define N 12
static double u[N][N], rhs[N][N], lhs[N][N][3];
static double dt;
static int nx, ny;

static void compute_rhs(void)
{
  int i, j;
#pragma bbmm
  for (j = 1; j < ny - 1; j++)
    for (i = 1; i < nx - 1; i++)
      rhs[j][i] = dt * (u[j][i + 1] - 2.0 * u[j][i] + u[j][i - 1] + u[j + 1][i] - 2.0 * u[j][i] + u[j - 1][i]);
}

static void x_solve(void)
{
  int i, j;
  double fac;
#pragma bbmm
  {
    for (j = 1; j < ny - 1; j++)
      for (i = 0; i < nx; i++) {
        lhs[j][i][0] = -dt;
        lhs[j][i][1] = 1.0 + 2.0 * dt;
        lhs[j][i][2] = -dt;
      }
    for (j = 1; j < ny - 1; j++)
      for (i = 1; i < nx - 1; i++) {
        fac = lhs[j][i][0] / lhs[j][i - 1][1];
        lhs[j][i][1] = lhs[j][i][1] - fac * lhs[j][i - 1][2];
        rhs[j][i] = rhs[j][i] - fac * rhs[j][i - 1];
      }
    for (j = 1; j < ny - 1; j++)
      for (i = nx - 2; i >= 1; i--)
        rhs[j][i] = (rhs[j][i] - lhs[j][i][2] * rhs[j][i + 1]) / lhs[j][i][1];
  }
}

static void add(void)
{
  int i, j;
#pragma bbmm
  for (j = 1; j < ny - 1; j++)
    for (i = 1; i < nx - 1; i++)
      u[j][i] = u[j][i] + rhs[j][i];
}

int main(void)
{
  int i, j, step, c;
  static const int sz[4][2] = { {3, 3}, {5, 4}, {12, 12}, {7, 10} };
  for (c = 0; c < 4; c++) {
    nx = sz[c][0]; ny = sz[c][1];
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) { u[j][i] = 0.015625 * ((i * i + 3 * j) % 13); rhs[j][i] = 0.0; }
    dt = 0.125;
    for (step = 1; step <= 4; step++) {
      double res = 0.0;
      compute_rhs();
      x_solve();
      add();
      for (j = 0; j < ny; j++) for (i = 0; i < nx; i++) res += rhs[j][i] * rhs[j][i];
      res = sqrt(res);
      printf("step %d res %a\n", step, res);
      if (res > 0.01) dt = dt * 0.5;
      u[0][0] += res;
    }
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) printf("%a\n", u[j][i]);
  }
  return 0;
}
