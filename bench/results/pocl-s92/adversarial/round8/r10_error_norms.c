/* BT error_norm/rhs_norm: local rms[5] and errmax[5] arrays accumulated with fmax over the grid against exact values, then sqrt and division in region */
#include <stdio.h>
#include <math.h>
#define G 6
static double u[G][G][G][5], ue[G][G][G][5];
static int grid_points[3];

static void error_norm(double rms[5], double emax[5])
{
  int i, j, k, m, d;
  double add;
#pragma bbmm
  {
    for (m = 0; m < 5; m++) { rms[m] = 0.0; emax[m] = 0.0; }
    for (k = 0; k <= grid_points[2] - 1; k++)
      for (j = 0; j <= grid_points[1] - 1; j++)
        for (i = 0; i <= grid_points[0] - 1; i++)
          for (m = 0; m < 5; m++) {
            add = u[k][j][i][m] - ue[k][j][i][m];
            rms[m] = rms[m] + add * add;
            emax[m] = fmax(emax[m], fabs(add));
          }
    for (m = 0; m < 5; m++) {
      for (d = 0; d < 3; d++)
        rms[m] = rms[m] / (double)(grid_points[d] - 2);
      rms[m] = sqrt(rms[m]);
    }
  }
}

int main(void)
{
  int i, j, k, m, c;
  double rms[5], emax[5];
  static const int sz[3][3] = { {3, 3, 3}, {6, 4, 5}, {4, 6, 6} };
  for (k = 0; k < G; k++) for (j = 0; j < G; j++) for (i = 0; i < G; i++) for (m = 0; m < 5; m++) {
    u[k][j][i][m] = 0.1 * ((k * 7 + j * 3 + i + m) % 10);
    ue[k][j][i][m] = 0.1 * ((k * 2 + j * 5 + i * 3 + m) % 9);
  }
  for (c = 0; c < 3; c++) {
    grid_points[0] = sz[c][0]; grid_points[1] = sz[c][1]; grid_points[2] = sz[c][2];
    error_norm(rms, emax);
    for (m = 0; m < 5; m++) printf("%a %a\n", rms[m], emax[m]);
  }
  return 0;
}
