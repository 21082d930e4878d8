/* NPB SP x_solve pentadiagonal: lhs/lhsp/lhsm full arrays, i serial innermost with i1 = i+1, i2 = i+2 scalars, factors for m = 0..2 then the u+c / u-c systems with lhsp/lhsm, back substitution */
#include <stdio.h>
#define P 11
static double lhs[P][P][P][5], lhsp[P][P][P][5], lhsm[P][P][P][5], rhs[P][P][P][5], speed[P][P][P], cv[P][P][P];
static int nx, ny, nz;
static double dttx1 = 0.25, dttx2 = 0.125, c2dttx1 = 0.5, comz1 = 0.0625, comz4 = -0.25, comz5 = 0.375, comz6 = 0.3125;

static void x_solve(void)
{
  int i, j, k, m, i1, i2;
  double fac1, fac2;
#pragma bbmm
  for (k = 1; k <= nz - 2; k++) {
    for (j = 1; j <= ny - 2; j++) {
      for (i = 0; i <= nx - 1; i++) {
        lhs[k][j][i][0] = 0.0;
        lhs[k][j][i][1] = -dttx2 * cv[k][j][i] - dttx1;
        lhs[k][j][i][2] = 1.0 + c2dttx1;
        lhs[k][j][i][3] = dttx2 * cv[k][j][i] - dttx1;
        lhs[k][j][i][4] = 0.0;
      }
      for (i = 1; i <= nx - 2; i++) {
        lhs[k][j][i][2] = lhs[k][j][i][2] + comz5;
        lhs[k][j][i][3] = lhs[k][j][i][3] + comz4;
        lhs[k][j][i][4] = lhs[k][j][i][4] + comz1;
      }
      for (i = 0; i <= nx - 1; i++) {
        lhsp[k][j][i][0] = lhs[k][j][i][0];
        lhsp[k][j][i][1] = lhs[k][j][i][1] - dttx2 * speed[k][j][i];
        lhsp[k][j][i][2] = lhs[k][j][i][2];
        lhsp[k][j][i][3] = lhs[k][j][i][3] + dttx2 * speed[k][j][i];
        lhsp[k][j][i][4] = lhs[k][j][i][4];
        lhsm[k][j][i][0] = lhs[k][j][i][0];
        lhsm[k][j][i][1] = lhs[k][j][i][1] + dttx2 * speed[k][j][i];
        lhsm[k][j][i][2] = lhs[k][j][i][2] + comz6 * 0.0;
        lhsm[k][j][i][3] = lhs[k][j][i][3] - dttx2 * speed[k][j][i];
        lhsm[k][j][i][4] = lhs[k][j][i][4];
      }
      for (i = 0; i <= nx - 3; i++) {
        i1 = i + 1;
        i2 = i + 2;
        fac1 = 1.0 / lhs[k][j][i][2];
        lhs[k][j][i][3] = fac1 * lhs[k][j][i][3];
        lhs[k][j][i][4] = fac1 * lhs[k][j][i][4];
        for (m = 0; m < 3; m++) rhs[k][j][i][m] = fac1 * rhs[k][j][i][m];
        lhs[k][j][i1][2] = lhs[k][j][i1][2] - lhs[k][j][i1][1] * lhs[k][j][i][3];
        lhs[k][j][i1][3] = lhs[k][j][i1][3] - lhs[k][j][i1][1] * lhs[k][j][i][4];
        for (m = 0; m < 3; m++) rhs[k][j][i1][m] = rhs[k][j][i1][m] - lhs[k][j][i1][1] * rhs[k][j][i][m];
        lhs[k][j][i2][1] = lhs[k][j][i2][1] - lhs[k][j][i2][0] * lhs[k][j][i][3];
        lhs[k][j][i2][2] = lhs[k][j][i2][2] - lhs[k][j][i2][0] * lhs[k][j][i][4];
        for (m = 0; m < 3; m++) rhs[k][j][i2][m] = rhs[k][j][i2][m] - lhs[k][j][i2][0] * rhs[k][j][i][m];
      }
      i = nx - 2;
      i1 = nx - 1;
      fac1 = 1.0 / lhs[k][j][i][2];
      lhs[k][j][i][3] = fac1 * lhs[k][j][i][3];
      lhs[k][j][i][4] = fac1 * lhs[k][j][i][4];
      for (m = 0; m < 3; m++) rhs[k][j][i][m] = fac1 * rhs[k][j][i][m];
      lhs[k][j][i1][2] = lhs[k][j][i1][2] - lhs[k][j][i1][1] * lhs[k][j][i][3];
      lhs[k][j][i1][3] = lhs[k][j][i1][3] - lhs[k][j][i1][1] * lhs[k][j][i][4];
      for (m = 0; m < 3; m++) rhs[k][j][i1][m] = rhs[k][j][i1][m] - lhs[k][j][i1][1] * rhs[k][j][i][m];
      fac2 = 1.0 / lhs[k][j][i1][2];
      for (m = 0; m < 3; m++) rhs[k][j][i1][m] = fac2 * rhs[k][j][i1][m];
      for (i = 0; i <= nx - 3; i++) {
        i1 = i + 1;
        i2 = i + 2;
        m = 3;
        fac1 = 1.0 / lhsp[k][j][i][2];
        lhsp[k][j][i][3] = fac1 * lhsp[k][j][i][3];
        lhsp[k][j][i][4] = fac1 * lhsp[k][j][i][4];
        rhs[k][j][i][m] = fac1 * rhs[k][j][i][m];
        lhsp[k][j][i1][2] = lhsp[k][j][i1][2] - lhsp[k][j][i1][1] * lhsp[k][j][i][3];
        lhsp[k][j][i1][3] = lhsp[k][j][i1][3] - lhsp[k][j][i1][1] * lhsp[k][j][i][4];
        rhs[k][j][i1][m] = rhs[k][j][i1][m] - lhsp[k][j][i1][1] * rhs[k][j][i][m];
        lhsp[k][j][i2][1] = lhsp[k][j][i2][1] - lhsp[k][j][i2][0] * lhsp[k][j][i][3];
        lhsp[k][j][i2][2] = lhsp[k][j][i2][2] - lhsp[k][j][i2][0] * lhsp[k][j][i][4];
        rhs[k][j][i2][m] = rhs[k][j][i2][m] - lhsp[k][j][i2][0] * rhs[k][j][i][m];
        m = 4;
        fac1 = 1.0 / lhsm[k][j][i][2];
        lhsm[k][j][i][3] = fac1 * lhsm[k][j][i][3];
        lhsm[k][j][i][4] = fac1 * lhsm[k][j][i][4];
        rhs[k][j][i][m] = fac1 * rhs[k][j][i][m];
        lhsm[k][j][i1][2] = lhsm[k][j][i1][2] - lhsm[k][j][i1][1] * lhsm[k][j][i][3];
        lhsm[k][j][i1][3] = lhsm[k][j][i1][3] - lhsm[k][j][i1][1] * lhsm[k][j][i][4];
        rhs[k][j][i1][m] = rhs[k][j][i1][m] - lhsm[k][j][i1][1] * rhs[k][j][i][m];
        lhsm[k][j][i2][1] = lhsm[k][j][i2][1] - lhsm[k][j][i2][0] * lhsm[k][j][i][3];
        lhsm[k][j][i2][2] = lhsm[k][j][i2][2] - lhsm[k][j][i2][0] * lhsm[k][j][i][4];
        rhs[k][j][i2][m] = rhs[k][j][i2][m] - lhsm[k][j][i2][0] * rhs[k][j][i][m];
      }
      i = nx - 2;
      i1 = nx - 1;
      m = 3;
      fac1 = 1.0 / lhsp[k][j][i][2];
      lhsp[k][j][i][3] = fac1 * lhsp[k][j][i][3];
      lhsp[k][j][i][4] = fac1 * lhsp[k][j][i][4];
      rhs[k][j][i][m] = fac1 * rhs[k][j][i][m];
      lhsp[k][j][i1][2] = lhsp[k][j][i1][2] - lhsp[k][j][i1][1] * lhsp[k][j][i][3];
      rhs[k][j][i1][m] = rhs[k][j][i1][m] - lhsp[k][j][i1][1] * rhs[k][j][i][m];
      m = 4;
      fac1 = 1.0 / lhsm[k][j][i][2];
      lhsm[k][j][i][3] = fac1 * lhsm[k][j][i][3];
      lhsm[k][j][i][4] = fac1 * lhsm[k][j][i][4];
      rhs[k][j][i][m] = fac1 * rhs[k][j][i][m];
      lhsm[k][j][i1][2] = lhsm[k][j][i1][2] - lhsm[k][j][i1][1] * lhsm[k][j][i][3];
      rhs[k][j][i1][m] = rhs[k][j][i1][m] - lhsm[k][j][i1][1] * rhs[k][j][i][m];
      rhs[k][j][i1][3] = rhs[k][j][i1][3] / lhsp[k][j][i1][2];
      rhs[k][j][i1][4] = rhs[k][j][i1][4] / lhsm[k][j][i1][2];
      i = nx - 2;
      i1 = nx - 1;
      for (m = 0; m < 3; m++) rhs[k][j][i][m] = rhs[k][j][i][m] - lhs[k][j][i][3] * rhs[k][j][i1][m];
      rhs[k][j][i][3] = rhs[k][j][i][3] - lhsp[k][j][i][3] * rhs[k][j][i1][3];
      rhs[k][j][i][4] = rhs[k][j][i][4] - lhsm[k][j][i][3] * rhs[k][j][i1][4];
      for (i = nx - 3; i >= 0; i--) {
        i1 = i + 1;
        i2 = i + 2;
        for (m = 0; m < 3; m++) rhs[k][j][i][m] = rhs[k][j][i][m] - lhs[k][j][i][3] * rhs[k][j][i1][m] - lhs[k][j][i][4] * rhs[k][j][i2][m];
        rhs[k][j][i][3] = rhs[k][j][i][3] - lhsp[k][j][i][3] * rhs[k][j][i1][3] - lhsp[k][j][i][4] * rhs[k][j][i2][3];
        rhs[k][j][i][4] = rhs[k][j][i][4] - lhsm[k][j][i][3] * rhs[k][j][i1][4] - lhsm[k][j][i][4] * rhs[k][j][i2][4];
      }
    }
  }
}

int main(void)
{
  static const int sz[4][3] = { { 2, 3, 3 }, { 3, 4, 3 }, { 5, 3, 4 }, { 11, 8, 7 } };
  int c, i, j, k, m;
  for (c = 0; c < 4; c++) {
    nx = sz[c][0]; ny = sz[c][1]; nz = sz[c][2];
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) {
      speed[k][j][i] = 1.0 + 0.125 * ((i + j + 2 * k) % 4);
      cv[k][j][i] = 0.25 * ((i * 3 + j + k) % 5) - 0.5;
      for (m = 0; m < 5; m++) { rhs[k][j][i][m] = 0.0625 * ((i + 2 * j + 3 * k + 4 * m) % 9); lhs[k][j][i][m] = lhsp[k][j][i][m] = lhsm[k][j][i][m] = 0.0; }
    }
    x_solve();
    for (k = 0; k < nz; k++) for (j = 0; j < ny; j++) for (i = 0; i < nx; i++) for (m = 0; m < 5; m++) printf("%a %a\n", rhs[k][j][i][m], lhs[k][j][i][m]);
  }
  return 0;
}
