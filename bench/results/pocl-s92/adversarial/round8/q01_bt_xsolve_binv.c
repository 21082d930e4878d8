/* BT x_solve: lhs[..][3][5][5] with AA/BB/CC defines, binvcrhs/matvec_sub/matmul_sub helpers (pivot, coeff scalars) along i, j/k parallel */
#include <stdio.h>
#define NX 7
#define NY 4
#define AA 0
#define BB 1
#define CC 2
static double lhs[NY][NX][3][5][5], rhs[NY][NX][5];
static int grid_points[2];

void binvcrhs(double lhs[5][5], double c[5][5], double r[5]);
void matvec_sub(double ablock[5][5], double avec[5], double bvec[5]);
void matmul_sub(double ablock[5][5], double bblock[5][5], double cblock[5][5]);

static void x_solve(void)
{
  int i, j, isize;
#pragma bbmm
  {
    isize = grid_points[0] - 1;
    for (j = 1; j < grid_points[1] - 1; j++) {
      binvcrhs(lhs[j][0][BB], lhs[j][0][CC], rhs[j][0]);
      for (i = 1; i < isize; i++) {
        matvec_sub(lhs[j][i][AA], rhs[j][i - 1], rhs[j][i]);
        matmul_sub(lhs[j][i][AA], lhs[j][i - 1][CC], lhs[j][i][BB]);
        binvcrhs(lhs[j][i][BB], lhs[j][i][CC], rhs[j][i]);
      }
    }
  }
}

void matvec_sub(double ablock[5][5], double avec[5], double bvec[5])
{
  int i;
  for (i = 0; i < 5; i++)
    bvec[i] = bvec[i] - ablock[i][0] * avec[0] - ablock[i][1] * avec[1] - ablock[i][2] * avec[2] - ablock[i][3] * avec[3] - ablock[i][4] * avec[4];
}

void matmul_sub(double ablock[5][5], double bblock[5][5], double cblock[5][5])
{
  int j;
  for (j = 0; j < 5; j++) {
    cblock[0][j] = cblock[0][j] - ablock[0][0] * bblock[0][j] - ablock[0][1] * bblock[1][j] - ablock[0][2] * bblock[2][j] - ablock[0][3] * bblock[3][j] - ablock[0][4] * bblock[4][j];
    cblock[1][j] = cblock[1][j] - ablock[1][0] * bblock[0][j] - ablock[1][1] * bblock[1][j] - ablock[1][2] * bblock[2][j] - ablock[1][3] * bblock[3][j] - ablock[1][4] * bblock[4][j];
    cblock[2][j] = cblock[2][j] - ablock[2][0] * bblock[0][j] - ablock[2][1] * bblock[1][j] - ablock[2][2] * bblock[2][j] - ablock[2][3] * bblock[3][j] - ablock[2][4] * bblock[4][j];
    cblock[3][j] = cblock[3][j] - ablock[3][0] * bblock[0][j] - ablock[3][1] * bblock[1][j] - ablock[3][2] * bblock[2][j] - ablock[3][3] * bblock[3][j] - ablock[3][4] * bblock[4][j];
    cblock[4][j] = cblock[4][j] - ablock[4][0] * bblock[0][j] - ablock[4][1] * bblock[1][j] - ablock[4][2] * bblock[2][j] - ablock[4][3] * bblock[3][j] - ablock[4][4] * bblock[4][j];
  }
}

void binvcrhs(double lhs[5][5], double c[5][5], double r[5])
{
  double pivot, coeff;
  int p, q, n;
  for (p = 0; p < 5; p++) {
    pivot = 1.00 / lhs[p][p];
    for (n = p + 1; n < 5; n++) lhs[p][n] = lhs[p][n] * pivot;
    for (n = 0; n < 5; n++) c[p][n] = c[p][n] * pivot;
    r[p] = r[p] * pivot;
    for (q = 0; q < 5; q++) {
      if (q != p) {
        coeff = lhs[q][p];
        for (n = p + 1; n < 5; n++) lhs[q][n] = lhs[q][n] - coeff * lhs[p][n];
        for (n = 0; n < 5; n++) c[q][n] = c[q][n] - coeff * c[p][n];
        r[q] = r[q] - coeff * r[p];
      }
    }
  }
}

int main(void)
{
  int i, j, b, m, n, t;
  static const int sz[4][2] = { {1, 3}, {2, 2}, {7, 4}, {4, 3} };
  for (t = 0; t < 4; t++) {
    for (j = 0; j < NY; j++) for (i = 0; i < NX; i++) for (m = 0; m < 5; m++) {
      rhs[j][i][m] = 0.25 * ((i + j + m) % 5) - 0.5;
      for (b = 0; b < 3; b++) for (n = 0; n < 5; n++)
        lhs[j][i][b][m][n] = (b == BB && m == n) ? 4.0 + 0.5 * ((i + m) % 3) : 0.0625 * ((i * 7 + j * 3 + b * 5 + m * 2 + n) % 9) - 0.25;
    }
    grid_points[0] = sz[t][0]; grid_points[1] = sz[t][1];
    x_solve();
    for (j = 0; j < NY; j++) for (i = 0; i < NX; i++) {
      for (m = 0; m < 5; m++) printf("%a ", rhs[j][i][m]);
      for (m = 0; m < 5; m++) for (n = 0; n < 5; n++) printf("%a %a ", lhs[j][i][BB][m][n], lhs[j][i][CC][m][n]);
      printf("\n");
    }
  }
  return 0;
}
