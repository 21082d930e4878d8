/* NPB SP 3.3-style: full lhs[k][j][i][5] arrays, txinvr, y_solve with serial j outer and parallel i inner in each k plane, pinvr, add with host error norm */
#include <stdio.h>
#include <math.h>
#define P 12
static double u[P][P][P][5], rhs[P][P][P][5], lhs[P][P][P][5], rho_i[P][P][P], speed[P][P][P];
static int gp[3];
static double c1 = 1.4, bt = 0.7071, dtty1 = 0.25, dtty2 = 0.125;

static void txinvr(void)
{
  int i, j, k;
  double r1, r2, r3, r4, r5, t1, t2, t3, ac, ru1;
#pragma bbmm
  for (k = 1; k <= gp[2] - 2; k++)
    for (j = 1; j <= gp[1] - 2; j++)
      for (i = 1; i <= gp[0] - 2; i++) {
        ru1 = rho_i[k][j][i];
        ac = speed[k][j][i];
        r1 = rhs[k][j][i][0]; r2 = rhs[k][j][i][1]; r3 = rhs[k][j][i][2]; r4 = rhs[k][j][i][3]; r5 = rhs[k][j][i][4];
        t1 = c1 / (ac * ac) * (r1 + r5);
        t2 = 0.5 * ru1 * (r2 - r3);
        t3 = bt * ru1 * r4;
        rhs[k][j][i][0] = r1 - t1;
        rhs[k][j][i][1] = -ru1 * (r2 + t2);
        rhs[k][j][i][2] = t3 - r3 * ac;
        rhs[k][j][i][3] = t1 + t2;
        rhs[k][j][i][4] = r5 * ru1 - t3;
      }
}

static void y_solve(void)
{
  int i, j, k, m, j1, j2;
  double fac1, fac2;
#pragma bbmm
  for (k = 1; k <= gp[2] - 2; k++) {
    for (j = 0; j <= gp[1] - 1; j++)
      for (i = 1; i <= gp[0] - 2; i++) {
        lhs[k][j][i][0] = 0.0;
        lhs[k][j][i][1] = -dtty2 * speed[k][j][i] - dtty1 * rho_i[k][j][i];
        lhs[k][j][i][2] = 1.0 + 2.0 * dtty1 * rho_i[k][j][i];
        lhs[k][j][i][3] = dtty2 * speed[k][j][i] - dtty1 * rho_i[k][j][i];
        lhs[k][j][i][4] = 0.0;
      }
    for (i = 1; i <= gp[0] - 2; i++) {
      lhs[k][0][i][1] = 0.0; lhs[k][0][i][2] = 1.0; lhs[k][0][i][3] = 0.0;
      lhs[k][gp[1] - 1][i][1] = 0.0; lhs[k][gp[1] - 1][i][2] = 1.0; lhs[k][gp[1] - 1][i][3] = 0.0;
    }
    for (j = 0; j <= gp[1] - 3; j++) {
      j1 = j + 1;
      j2 = j + 2;
      for (i = 1; i <= gp[0] - 2; i++) {
        fac1 = 1.0 / lhs[k][j][i][2];
        lhs[k][j][i][3] = fac1 * lhs[k][j][i][3];
        lhs[k][j][i][4] = fac1 * lhs[k][j][i][4];
        for (m = 0; m < 3; m++) rhs[k][j][i][m] = fac1 * rhs[k][j][i][m];
        lhs[k][j1][i][2] = lhs[k][j1][i][2] - lhs[k][j1][i][1] * lhs[k][j][i][3];
        lhs[k][j1][i][3] = lhs[k][j1][i][3] - lhs[k][j1][i][1] * lhs[k][j][i][4];
        for (m = 0; m < 3; m++) rhs[k][j1][i][m] = rhs[k][j1][i][m] - lhs[k][j1][i][1] * rhs[k][j][i][m];
        lhs[k][j2][i][1] = lhs[k][j2][i][1] - lhs[k][j2][i][0] * lhs[k][j][i][3];
        lhs[k][j2][i][2] = lhs[k][j2][i][2] - lhs[k][j2][i][0] * lhs[k][j][i][4];
        for (m = 0; m < 3; m++) rhs[k][j2][i][m] = rhs[k][j2][i][m] - lhs[k][j2][i][0] * rhs[k][j][i][m];
      }
    }
    j = gp[1] - 2;
    j1 = gp[1] - 1;
    for (i = 1; i <= gp[0] - 2; i++) {
      fac1 = 1.0 / lhs[k][j][i][2];
      lhs[k][j][i][3] = fac1 * lhs[k][j][i][3];
      lhs[k][j][i][4] = fac1 * lhs[k][j][i][4];
      for (m = 0; m < 3; m++) rhs[k][j][i][m] = fac1 * rhs[k][j][i][m];
      lhs[k][j1][i][2] = lhs[k][j1][i][2] - lhs[k][j1][i][1] * lhs[k][j][i][3];
      lhs[k][j1][i][3] = lhs[k][j1][i][3] - lhs[k][j1][i][1] * lhs[k][j][i][4];
      for (m = 0; m < 3; m++) rhs[k][j1][i][m] = rhs[k][j1][i][m] - lhs[k][j1][i][1] * rhs[k][j][i][m];
      fac2 = 1.0 / lhs[k][j1][i][2];
      for (m = 0; m < 3; m++) rhs[k][j1][i][m] = fac2 * rhs[k][j1][i][m];
    }
    for (j = gp[1] - 2; j >= 0; j--) {
      j1 = j + 1;
      j2 = j + 2;
      for (i = 1; i <= gp[0] - 2; i++)
        for (m = 0; m < 3; m++)
          rhs[k][j][i][m] = rhs[k][j][i][m] - lhs[k][j][i][3] * rhs[k][j1][i][m] - (j2 < gp[1] ? lhs[k][j][i][4] * rhs[k][j2][i][m] : 0.0);
    }
  }
}

static void add(void)
{
  int i, j, k, m;
#pragma bbmm
  for (k = 1; k <= gp[2] - 2; k++)
    for (j = 1; j <= gp[1] - 2; j++)
      for (i = 1; i <= gp[0] - 2; i++)
        for (m = 0; m < 5; m++)
          u[k][j][i][m] = u[k][j][i][m] + rhs[k][j][i][m];
}

int main(void)
{
  static const int sz[4][3] = { { 3, 3, 3 }, { 5, 4, 3 }, { 4, 7, 5 }, { 12, 10, 9 } };
  int c, i, j, k, m, step;
  for (c = 0; c < 4; c++) {
    gp[0] = sz[c][0]; gp[1] = sz[c][1]; gp[2] = sz[c][2];
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) {
      rho_i[k][j][i] = 1.0 / (1.0 + 0.125 * ((i + j + k) % 4));
      speed[k][j][i] = 1.0 + 0.0625 * ((2 * i + j + 3 * k) % 5);
      for (m = 0; m < 5; m++) { u[k][j][i][m] = 0.25 * m; rhs[k][j][i][m] = 0.03125 * ((i * 5 + j * 3 + k + m) % 11) - 0.125; lhs[k][j][i][m] = 0.0; }
    }
    for (step = 0; step < 2; step++) {
      double e = 0.0;
      txinvr();
      y_solve();
      add();
      for (k = 1; k <= gp[2] - 2; k++) for (j = 1; j <= gp[1] - 2; j++) for (i = 1; i <= gp[0] - 2; i++)
        e += rhs[k][j][i][0] * rhs[k][j][i][0];
      printf("step %d e %a\n", step, sqrt(e));
    }
    for (k = 0; k < gp[2]; k++) for (j = 0; j < gp[1]; j++) for (i = 0; i < gp[0]; i++) for (m = 0; m < 5; m++)
      printf("%a %a\n", u[k][j][i][m], lhs[k][j][i][m]);
  }
  return 0;
}
