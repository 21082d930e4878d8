/* function-level scratch filled by an inlined helper (exact_solution(xi, eta, zeta, dtemp)) then copied into ue[i][m] line scratch and used with neighbours (BT exact_rhs) */
#include <stdio.h>
#define P 8
static double forcing[P][P][P][5];
static const double ce[5][3] = { {2.0, 0.5, 0.25}, {1.0, -0.5, 0.5}, {2.0, 2.0, 0.125}, {-1.0, 1.5, 0.0}, {5.0, 4.0, 3.0} };

void exact_solution(double xi, double eta, double zeta, double dtemp[5])
{
  int m;
  for (m = 0; m < 5; m++)
    dtemp[m] = ce[m][0] + xi * (ce[m][1] + xi * ce[m][2]) + eta * zeta;
}

static void exact_rhs(int nx, int ny, int nz)
{
  int i, j, k, m;
  double xi, eta, zeta, dtemp[5], ue[P][5], buf[P][5], dtpp;
#pragma bbmm
  for (k = 1; k < nz - 1; k++) {
    zeta = (double)k / (double)(nz - 1);
    for (j = 1; j < ny - 1; j++) {
      eta = (double)j / (double)(ny - 1);
      for (i = 0; i < nx; i++) {
        xi = (double)i / (double)(nx > 1 ? nx - 1 : 1);
        exact_solution(xi, eta, zeta, dtemp);
        for (m = 0; m < 5; m++) ue[i][m] = dtemp[m];
        dtpp = 1.0 / dtemp[0];
        for (m = 1; m < 5; m++) buf[i][m] = dtpp * dtemp[m];
      }
      for (i = 1; i < nx - 1; i++)
        for (m = 1; m < 5; m++)
          forcing[k][j][i][m] = forcing[k][j][i][m] - 0.5 * (ue[i+1][m] - ue[i-1][m]) + 0.25 * (buf[i+1][m] * buf[i+1][1] - buf[i-1][m] * buf[i-1][1]);
    }
  }
}

int main(void)
{
  int sz[][3] = { {8, 8, 8}, {3, 3, 3}, {1, 4, 4}, {5, 2, 6}, {7, 5, 3} };
  int t, i, j, k, m;
  for (t = 0; t < 5; t++) {
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++)
      forcing[k][j][i][m] = 0.0625 * ((k + j * 3 + i * 5 + m + t) % 7);
    exact_rhs(sz[t][0], sz[t][1], sz[t][2]);
    double s = 0.0;
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) s += forcing[k][j][i][m] * (1 + m + (i % 3));
    printf("%d %a\n", t, s);
  }
  return 0;
}
