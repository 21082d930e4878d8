/* Fortran-ported code with U(m,i,j,k) and RHS(m,i,j,k) accessor macros over u[k][j][i][m], DO-loops 1..n inclusive, coefficient macro expressions */
#include <stdio.h>
#define NMX 6
#define U(m, i, j, k) u[k][j][i][m]
#define RHS(m, i, j, k) rhs[k][j][i][m]
#define DT 0.015
#define C1 1.4
#define C2 (C1 - 1.0)
static double u[NMX + 2][NMX + 2][NMX + 2][5], rhs[NMX + 2][NMX + 2][NMX + 2][5];

static void add_flux(int nx, int ny, int nz)
{
  int i, j, k, m;
  double p;
#pragma bbmm
  for (k = 1; k <= nz; k++)
    for (j = 1; j <= ny; j++)
      for (i = 1; i <= nx; i++) {
        p = C2 * (U(4, i, j, k) - 0.5 * (U(1, i, j, k) * U(1, i, j, k) + U(2, i, j, k) * U(2, i, j, k) + U(3, i, j, k) * U(3, i, j, k)) / U(0, i, j, k));
        RHS(0, i, j, k) = -DT * (U(1, i + 1, j, k) - U(1, i - 1, j, k) + U(2, i, j + 1, k) - U(2, i, j - 1, k));
        RHS(1, i, j, k) = -DT * (U(1, i + 1, j, k) * U(1, i + 1, j, k) / U(0, i + 1, j, k) - U(1, i - 1, j, k) * U(1, i - 1, j, k) / U(0, i - 1, j, k)) - DT * p;
        RHS(2, i, j, k) = -DT * (U(2, i, j + 1, k) - U(2, i, j - 1, k)) + DT * C2 * p;
        for (m = 3; m < 5; m++)
          RHS(m, i, j, k) = -DT * (U(m, i, j, k + 1) - U(m, i, j, k - 1)) * (m == 4 ? C1 : 1.0);
      }
}

int main(void)
{
  int i, j, k, m, c;
  static const int sz[4][3] = { {0, 3, 3}, {1, 1, 1}, {2, 5, 3}, {6, 6, 6} };
  for (k = 0; k < NMX + 2; k++) for (j = 0; j < NMX + 2; j++) for (i = 0; i < NMX + 2; i++) for (m = 0; m < 5; m++)
    U(m, i, j, k) = (m == 0 ? 1.0 : m == 4 ? 2.5 : 0.0) + 0.03125 * ((i + 2 * j + 3 * k + 5 * m) % 9);
  for (c = 0; c < 4; c++) {
    for (k = 0; k < NMX + 2; k++) for (j = 0; j < NMX + 2; j++) for (i = 0; i < NMX + 2; i++) for (m = 0; m < 5; m++) RHS(m, i, j, k) = 7.0;
    add_flux(sz[c][0], sz[c][1], sz[c][2]);
    for (k = 0; k < NMX + 2; k++) for (j = 0; j < NMX + 2; j++) for (i = 0; i < NMX + 2; i++) for (m = 0; m < 5; m++) printf("%a\n", RHS(m, i, j, k));
  }
  return 0;
}
