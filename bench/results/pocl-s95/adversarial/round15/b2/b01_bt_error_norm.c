/* BT error_norm: exact_solution(xi,eta,zeta,u_exact) helper into function-level scratch, rms[m] += add*add reductions, then rms[m] = sqrt(rms[m]/...) in the region */
#include <stdio.h>
#include <math.h>
#define P 8
static double u[P][P][P][5];
static int grid_points[3];
static const double ce[5][4] = { {2.0, 0.0, 0.0, 4.0}, {1.0, 0.0, 0.0, 0.0}, {2.0, 2.0, 0.0, 0.0}, {2.0, 2.0, 0.0, 0.0}, {5.0, 4.0, 3.0, 2.0} };

void exact_solution(double xi, double eta, double zeta, double dtemp[5]);

static void error_norm(double rms[5])
{
  int i, j, k, m, d;
  double xi, eta, zeta, u_exact[5], add;
  double dnzm1 = 1.0 / (grid_points[2] > 1 ? grid_points[2] - 1 : 1);
  double dnym1 = 1.0 / (grid_points[1] > 1 ? grid_points[1] - 1 : 1);
  double dnxm1 = 1.0 / (grid_points[0] > 1 ? grid_points[0] - 1 : 1);
#pragma bbmm
  {
    for (m = 0; m < 5; m++) rms[m] = 0.0;
    for (k = 0; k < grid_points[2]; k++) {
      zeta = (double)k * dnzm1;
      for (j = 0; j < grid_points[1]; j++) {
        eta = (double)j * dnym1;
        for (i = 0; i < grid_points[0]; i++) {
          xi = (double)i * dnxm1;
          exact_solution(xi, eta, zeta, u_exact);
          for (m = 0; m < 5; m++) {
            add = u[k][j][i][m] - u_exact[m];
            rms[m] = rms[m] + add * add;
          }
        }
      }
    }
    for (m = 0; m < 5; m++) {
      for (d = 0; d < 3; d++)
        rms[m] = rms[m] / (double)(grid_points[d] > 2 ? grid_points[d] - 2 : 1);
      rms[m] = sqrt(rms[m]);
    }
  }
}

void exact_solution(double xi, double eta, double zeta, double dtemp[5])
{
  int m;
  for (m = 0; m < 5; m++)
    dtemp[m] = ce[m][0] + xi * (ce[m][1] + xi * ce[m][3]) + eta * ce[m][2] + zeta * zeta * 0.5;
}

int main(void)
{
  int gp[][3] = { {8, 8, 8}, {1, 1, 1}, {3, 2, 5}, {0, 4, 4}, {7, 5, 3} };
  int t, i, j, k, m;
  double rms[5];
  for (t = 0; t < 5; t++) {
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++)
      u[k][j][i][m] = 1.0 + 0.0625 * ((k + 2 * j + 3 * i + m + t) % 7);
    grid_points[0] = gp[t][0]; grid_points[1] = gp[t][1]; grid_points[2] = gp[t][2];
    error_norm(rms);
    for (m = 0; m < 5; m++) printf("%a ", rms[m]);
    printf("\n");
  }
  return 0;
}
