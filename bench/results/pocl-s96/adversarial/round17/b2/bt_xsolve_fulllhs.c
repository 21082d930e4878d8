/* NPB BT-style x_solve with 3x3 blocks: full lhs[k][j][i][AA/BB/CC][3][3] scratch, helpers matvec_sub/matmul_sub/binvcrhs/binvrhs taking sub-array pointers, block Thomas forward + back substitution */
#include <stdio.h>
#define P 10
#define AA 0
#define BB 1
#define CC 2
static double rhs[P][P][P][3], fjac[P][P][P][3][3];
static double lhs[P][P][P][3][3][3];
static int gp[3];

static void matvec_sub(double ablock[3][3], double avec[3], double bvec[3])
{
  bvec[0] = bvec[0] - ablock[0][0] * avec[0] - ablock[0][1] * avec[1] - ablock[0][2] * avec[2];
  bvec[1] = bvec[1] - ablock[1][0] * avec[0] - ablock[1][1] * avec[1] - ablock[1][2] * avec[2];
  bvec[2] = bvec[2] - ablock[2][0] * avec[0] - ablock[2][1] * avec[1] - ablock[2][2] * avec[2];
}

static void matmul_sub(double ablock[3][3], double bblock[3][3], double cblock[3][3])
{
  int r, q;
  for (r = 0; r < 3; r++)
    for (q = 0; q < 3; q++)
      cblock[r][q] = cblock[r][q] - ablock[r][0] * bblock[0][q] - ablock[r][1] * bblock[1][q] - ablock[r][2] * bblock[2][q];
}

static void binvcrhs(double lhsb[3][3], double c[3][3], double r[3])
{
  double pivot, coeff;
  pivot = 1.0 / lhsb[0][0];
  lhsb[0][1] = lhsb[0][1] * pivot; lhsb[0][2] = lhsb[0][2] * pivot;
  c[0][0] = c[0][0] * pivot; c[0][1] = c[0][1] * pivot; c[0][2] = c[0][2] * pivot;
  r[0] = r[0] * pivot;
  coeff = lhsb[1][0];
  lhsb[1][1] = lhsb[1][1] - coeff * lhsb[0][1]; lhsb[1][2] = lhsb[1][2] - coeff * lhsb[0][2];
  c[1][0] = c[1][0] - coeff * c[0][0]; c[1][1] = c[1][1] - coeff * c[0][1]; c[1][2] = c[1][2] - coeff * c[0][2];
  r[1] = r[1] - coeff * r[0];
  coeff = lhsb[2][0];
  lhsb[2][1] = lhsb[2][1] - coeff * lhsb[0][1]; lhsb[2][2] = lhsb[2][2] - coeff * lhsb[0][2];
  c[2][0] = c[2][0] - coeff * c[0][0]; c[2][1] = c[2][1] - coeff * c[0][1]; c[2][2] = c[2][2] - coeff * c[0][2];
  r[2] = r[2] - coeff * r[0];
  pivot = 1.0 / lhsb[1][1];
  lhsb[1][2] = lhsb[1][2] * pivot;
  c[1][0] = c[1][0] * pivot; c[1][1] = c[1][1] * pivot; c[1][2] = c[1][2] * pivot;
  r[1] = r[1] * pivot;
  coeff = lhsb[0][1];
  lhsb[0][2] = lhsb[0][2] - coeff * lhsb[1][2];
  c[0][0] = c[0][0] - coeff * c[1][0]; c[0][1] = c[0][1] - coeff * c[1][1]; c[0][2] = c[0][2] - coeff * c[1][2];
  r[0] = r[0] - coeff * r[1];
  coeff = lhsb[2][1];
  lhsb[2][2] = lhsb[2][2] - coeff * lhsb[1][2];
  c[2][0] = c[2][0] - coeff * c[1][0]; c[2][1] = c[2][1] - coeff * c[1][1]; c[2][2] = c[2][2] - coeff * c[1][2];
  r[2] = r[2] - coeff * r[1];
  pivot = 1.0 / lhsb[2][2];
  c[2][0] = c[2][0] * pivot; c[2][1] = c[2][1] * pivot; c[2][2] = c[2][2] * pivot;
  r[2] = r[2] * pivot;
  coeff = lhsb[0][2];
  c[0][0] = c[0][0] - coeff * c[2][0]; c[0][1] = c[0][1] - coeff * c[2][1]; c[0][2] = c[0][2] - coeff * c[2][2];
  r[0] = r[0] - coeff * r[2];
  coeff = lhsb[1][2];
  c[1][0] = c[1][0] - coeff * c[2][0]; c[1][1] = c[1][1] - coeff * c[2][1]; c[1][2] = c[1][2] - coeff * c[2][2];
  r[1] = r[1] - coeff * r[2];
}

static void binvrhs(double lhsb[3][3], double r[3])
{
  double pivot, coeff;
  pivot = 1.0 / lhsb[0][0];
  lhsb[0][1] *= pivot; lhsb[0][2] *= pivot; r[0] *= pivot;
  coeff = lhsb[1][0]; lhsb[1][1] -= coeff * lhsb[0][1]; lhsb[1][2] -= coeff * lhsb[0][2]; r[1] -= coeff * r[0];
  coeff = lhsb[2][0]; lhsb[2][1] -= coeff * lhsb[0][1]; lhsb[2][2] -= coeff * lhsb[0][2]; r[2] -= coeff * r[0];
  pivot = 1.0 / lhsb[1][1];
  lhsb[1][2] *= pivot; r[1] *= pivot;
  coeff = lhsb[0][1]; lhsb[0][2] -= coeff * lhsb[1][2]; r[0] -= coeff * r[1];
  coeff = lhsb[2][1]; lhsb[2][2] -= coeff * lhsb[1][2]; r[2] -= coeff * r[1];
  pivot = 1.0 / lhsb[2][2];
  r[2] *= pivot;
  coeff = lhsb[0][2]; r[0] -= coeff * r[2];
  coeff = lhsb[1][2]; r[1] -= coeff * r[2];
}

static void x_solve(void)
{
  int i, j, k, m, n, isize;
  isize = gp[0] - 1;
#pragma bbmm
  for (k = 1; k <= gp[2] - 2; k++) {
    for (j = 1; j <= gp[1] - 2; j++) {
      for (i = 0; i <= isize; i++)
        for (m = 0; m < 3; m++)
          for (n = 0; n < 3; n++) {
            lhs[k][j][i][AA][m][n] = -0.25 * fjac[k][j][i][m][n];
            lhs[k][j][i][BB][m][n] = (m == n ? 4.0 : 0.0) + 0.5 * fjac[k][j][i][m][n];
            lhs[k][j][i][CC][m][n] = -0.125 * fjac[k][j][i][n][m];
          }
      binvcrhs(lhs[k][j][0][BB], lhs[k][j][0][CC], rhs[k][j][0]);
      for (i = 1; i <= isize - 1; i++) {
        matvec_sub(lhs[k][j][i][AA], rhs[k][j][i - 1], rhs[k][j][i]);
        matmul_sub(lhs[k][j][i][AA], lhs[k][j][i - 1][CC], lhs[k][j][i][BB]);
        binvcrhs(lhs[k][j][i][BB], lhs[k][j][i][CC], rhs[k][j][i]);
      }
      matvec_sub(lhs[k][j][isize][AA], rhs[k][j][isize - 1], rhs[k][j][isize]);
      matmul_sub(lhs[k][j][isize][AA], lhs[k][j][isize - 1][CC], lhs[k][j][isize][BB]);
      binvrhs(lhs[k][j][isize][BB], rhs[k][j][isize]);
      for (i = isize - 1; i >= 0; i--)
        for (m = 0; m < 3; m++)
          for (n = 0; n < 3; n++)
            rhs[k][j][i][m] = rhs[k][j][i][m] - lhs[k][j][i][CC][m][n] * rhs[k][j][i + 1][n];
    }
  }
}

int main(void)
{
  static const int sz[4][3] = { { 2, 3, 3 }, { 3, 4, 3 }, { 5, 3, 4 }, { 10, 7, 6 } };
  int c, i, j, k, m, n;
  for (c = 0; c < 4; c++) {
    gp[0] = sz[c][0]; gp[1] = sz[c][1]; gp[2] = sz[c][2];
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 3; m++) {
      rhs[k][j][i][m] = 0.125 * ((i * 3 + j * 5 + k * 7 + m) % 8) - 0.25;
      for (n = 0; n < 3; n++) fjac[k][j][i][m][n] = 0.0625 * ((i + 2 * j + 3 * k + 5 * m + 7 * n) % 6);
    }
    x_solve();
    for (k = 0; k < gp[2]; k++) for (j = 0; j < gp[1]; j++) for (i = 0; i < gp[0]; i++)
      printf("%a %a %a\n", rhs[k][j][i][0], rhs[k][j][i][1], rhs[k][j][i][2]);
  }
  return 0;
}
