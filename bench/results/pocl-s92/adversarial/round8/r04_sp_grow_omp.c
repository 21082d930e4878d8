/* SP x_solve as OpenMP code: serial i loop with i1 = i+1, i2 = i+2 scalars and #pragma bbmm on the inner j/k loops (region grow), then back substitution */
#include <stdio.h>
#define NX 9
#define NJ 5
static double lhs[NX][NJ][NJ][5], rhs[NX][NJ][NJ][3];

static void x_solve(int nx, int ny, int nz)
{
  int i, j, k, m, i1, i2;
  double fac1, fac2;
  for (i = 0; i <= nx - 3; i++) {
    i1 = i + 1;
    i2 = i + 2;
#pragma bbmm
    for (k = 1; k <= nz - 2; k++) {
      for (j = 1; j <= ny - 2; j++) {
        fac1 = 1.0 / lhs[i][k][j][2];
        lhs[i][k][j][3] = fac1 * lhs[i][k][j][3];
        lhs[i][k][j][4] = fac1 * lhs[i][k][j][4];
        for (m = 0; m < 3; m++) rhs[i][k][j][m] = fac1 * rhs[i][k][j][m];
        lhs[i1][k][j][2] = lhs[i1][k][j][2] - lhs[i1][k][j][1] * lhs[i][k][j][3];
        lhs[i1][k][j][3] = lhs[i1][k][j][3] - lhs[i1][k][j][1] * lhs[i][k][j][4];
        for (m = 0; m < 3; m++) rhs[i1][k][j][m] = rhs[i1][k][j][m] - lhs[i1][k][j][1] * rhs[i][k][j][m];
        lhs[i2][k][j][1] = lhs[i2][k][j][1] - lhs[i2][k][j][0] * lhs[i][k][j][3];
        lhs[i2][k][j][2] = lhs[i2][k][j][2] - lhs[i2][k][j][0] * lhs[i][k][j][4];
        for (m = 0; m < 3; m++) rhs[i2][k][j][m] = rhs[i2][k][j][m] - lhs[i2][k][j][0] * rhs[i][k][j][m];
      }
    }
  }
  i = nx - 2;
  i1 = nx - 1;
#pragma bbmm
  for (k = 1; k <= nz - 2; k++)
    for (j = 1; j <= ny - 2; j++) {
      fac1 = 1.0 / lhs[i][k][j][2];
      lhs[i][k][j][3] = fac1 * lhs[i][k][j][3];
      for (m = 0; m < 3; m++) rhs[i][k][j][m] = fac1 * rhs[i][k][j][m];
      lhs[i1][k][j][2] = lhs[i1][k][j][2] - lhs[i1][k][j][1] * lhs[i][k][j][3];
      for (m = 0; m < 3; m++) rhs[i1][k][j][m] = rhs[i1][k][j][m] - lhs[i1][k][j][1] * rhs[i][k][j][m];
      fac2 = 1.0 / lhs[i1][k][j][2];
      for (m = 0; m < 3; m++) rhs[i1][k][j][m] = fac2 * rhs[i1][k][j][m];
    }
  for (i = nx - 3; i >= 0; i--) {
    i1 = i + 1;
    i2 = i + 2;
#pragma bbmm
    for (k = 1; k <= nz - 2; k++)
      for (j = 1; j <= ny - 2; j++)
        for (m = 0; m < 3; m++)
          rhs[i][k][j][m] = rhs[i][k][j][m] - lhs[i][k][j][3] * rhs[i1][k][j][m] - lhs[i][k][j][4] * rhs[i2][k][j][m];
  }
}

int main(void)
{
  int i, j, k, m, c;
  static const int sz[4][3] = { {3, 3, 3}, {4, 5, 3}, {9, 5, 5}, {6, 3, 4} };
  for (c = 0; c < 4; c++) {
    for (i = 0; i < NX; i++) for (k = 0; k < NJ; k++) for (j = 0; j < NJ; j++) {
      for (m = 0; m < 5; m++) lhs[i][k][j][m] = (m == 2) ? 3.0 + 0.125 * ((i + j) % 4) : 0.0625 * ((i * 3 + j + k * 5 + m) % 7) - 0.2;
      for (m = 0; m < 3; m++) rhs[i][k][j][m] = 0.25 * ((i + k + j * m) % 5);
    }
    x_solve(sz[c][0], sz[c][1], sz[c][2]);
    for (i = 0; i < NX; i++) for (k = 0; k < NJ; k++) for (j = 0; j < NJ; j++) {
      for (m = 0; m < 3; m++) printf("%a ", rhs[i][k][j][m]);
      printf("%a %a\n", lhs[i][k][j][3], lhs[i][k][j][2]);
    }
  }
  return 0;
}
