/* BT 6-D lhs[NZ][NY][NX][3][5][5] (folded) with binvcrhs/matmul_sub/matvec_sub helpers on blocks lhs[k][j][i][BB], forward along i, k and j parallel */
#include <stdio.h>
#define NZ 4
#define NY 4
#define NX 6
#define AA 0
#define BB 1
#define CC 2
static double lhs[NZ][NY][NX][3][5][5], rhs[NZ][NY][NX][5];

void binvcrhs(double lhs[5][5], double c[5][5], double r[5]);
void matvec_sub(double ablock[5][5], double avec[5], double bvec[5]);
void matmul_sub(double ablock[5][5], double bblock[5][5], double cblock[5][5]);

static void x_solve(int nz, int ny, int nx)
{
  int i, j, k, isize;
#pragma bbmm
  for (k = 1; k < nz - 1; k++)
    for (j = 1; j < ny - 1; j++) {
      isize = nx - 1;
      binvcrhs(lhs[k][j][0][BB], lhs[k][j][0][CC], rhs[k][j][0]);
      for (i = 1; i < isize; i++) {
        matvec_sub(lhs[k][j][i][AA], rhs[k][j][i-1], rhs[k][j][i]);
        matmul_sub(lhs[k][j][i][AA], lhs[k][j][i-1][CC], lhs[k][j][i][BB]);
        binvcrhs(lhs[k][j][i][BB], lhs[k][j][i][CC], rhs[k][j][i]);
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
  int i, j;
  for (j = 0; j < 5; j++)
    for (i = 0; i < 5; i++)
      cblock[i][j] = cblock[i][j] - ablock[i][0] * bblock[0][j] - ablock[i][1] * bblock[1][j] - ablock[i][2] * bblock[2][j] - ablock[i][3] * bblock[3][j] - ablock[i][4] * bblock[4][j];
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
    for (q = 0; q < 5; q++)
      if (q != p) {
        coeff = lhs[q][p];
        for (n = p + 1; n < 5; n++) lhs[q][n] = lhs[q][n] - coeff * lhs[p][n];
        for (n = 0; n < 5; n++) c[q][n] = c[q][n] - coeff * c[p][n];
        r[q] = r[q] - coeff * r[p];
      }
  }
}

int main(void)
{
  int sz[][3] = { {4, 4, 6}, {3, 3, 1}, {3, 3, 2}, {2, 4, 6}, {4, 3, 5} };
  int t, i, j, k, b, m, n;
  for (t = 0; t < 5; t++) {
    for (k = 0; k < NZ; k++) for (j = 0; j < NY; j++) for (i = 0; i < NX; i++) for (m = 0; m < 5; m++) {
      rhs[k][j][i][m] = 0.25 * ((i + j * 3 + k * 5 + m + t) % 7) - 0.5;
      for (b = 0; b < 3; b++) for (n = 0; n < 5; n++)
        lhs[k][j][i][b][m][n] = (b == BB && m == n) ? 4.0 + 0.25 * ((i + m) % 3) : 0.0625 * ((i * 7 + j * 3 + k + b * 5 + m * 2 + n) % 9) - 0.25;
    }
    x_solve(sz[t][0], sz[t][1], sz[t][2]);
    double s1 = 0.0, s2 = 0.0;
    for (k = 0; k < NZ; k++) for (j = 0; j < NY; j++) for (i = 0; i < NX; i++) for (m = 0; m < 5; m++) {
      s1 += rhs[k][j][i][m] * (1 + m + i);
      for (n = 0; n < 5; n++) s2 += (lhs[k][j][i][BB][m][n] + lhs[k][j][i][CC][m][n]) * (1 + n);
    }
    printf("%d %a %a\n", t, s1, s2);
  }
  return 0;
}
