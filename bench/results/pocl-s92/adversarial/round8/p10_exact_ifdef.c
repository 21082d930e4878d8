/* NPB initialize: exact_solution(xi, eta, zeta, dtemp) helper reading global ce[5][13] table with pow-like terms, #ifdef variant for the face blend */
#include <stdio.h>
#define KM 5
#define JM 6
#define IM 7
#define BLEND
static double u[KM][JM][IM][5];
static double ce[5][13];

void exact_solution(double xi, double eta, double zeta, double dtemp[5]);

static void initialize(int nx, int ny, int nz)
{
  int i, j, k, m;
  double xi, eta, zeta, dnxm1, dnym1, dnzm1;
  double dtemp[5], Pface[2][5];
#pragma bbmm
  {
    dnxm1 = 1.0 / (double)(nx - 1);
    dnym1 = 1.0 / (double)(ny - 1);
    dnzm1 = 1.0 / (double)(nz - 1);
    for (k = 0; k < nz; k++)
      for (j = 0; j < ny; j++)
        for (i = 0; i < nx; i++) {
          zeta = (double)k * dnzm1;
          eta = (double)j * dnym1;
          xi = (double)i * dnxm1;
#ifdef BLEND
          exact_solution(0.0, eta, zeta, &Pface[0][0]);
          exact_solution(1.0, eta, zeta, &Pface[1][0]);
          for (m = 0; m < 5; m++)
            u[k][j][i][m] = xi * Pface[1][m] + (1.0 - xi) * Pface[0][m];
#else
          exact_solution(xi, eta, zeta, dtemp);
          for (m = 0; m < 5; m++)
            u[k][j][i][m] = dtemp[m];
#endif
        }
  }
}

void exact_solution(double xi, double eta, double zeta, double dtemp[5])
{
  int m;
  for (m = 0; m < 5; m++) {
    dtemp[m] = ce[m][0] + xi * (ce[m][1] + xi * (ce[m][4] + xi * (ce[m][7] + xi * ce[m][10])))
             + eta * (ce[m][2] + eta * (ce[m][5] + eta * (ce[m][8] + eta * ce[m][11])))
             + zeta * (ce[m][3] + zeta * (ce[m][6] + zeta * (ce[m][9] + zeta * ce[m][12])));
  }
}

int main(void)
{
  int i, j, k, m, c;
  static const int sz[3][3] = { {2, 2, 2}, {7, 6, 5}, {3, 5, 4} };
  for (m = 0; m < 5; m++) for (i = 0; i < 13; i++) ce[m][i] = 0.1 * ((m * 13 + i) % 7) + 0.01 * i;
  for (c = 0; c < 3; c++) {
    for (k = 0; k < KM; k++) for (j = 0; j < JM; j++) for (i = 0; i < IM; i++) for (m = 0; m < 5; m++) u[k][j][i][m] = -1.0;
    initialize(sz[c][0], sz[c][1], sz[c][2]);
    for (k = 0; k < KM; k++) for (j = 0; j < JM; j++) for (i = 0; i < IM; i++) for (m = 0; m < 5; m++) printf("%a\n", u[k][j][i][m]);
  }
  return 0;
}
