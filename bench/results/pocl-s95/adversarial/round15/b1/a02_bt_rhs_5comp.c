/* BT compute_rhs: u[NZ][NY][NX][5] with component loop m inside/outside, fourth-order dissipation, bounds from grid_points[] */
#include <stdio.h>
#define NZ 7
#define NY 8
#define NX 9
static double u[NZ][NY][NX][5], rhs[NZ][NY][NX][5], forcing[NZ][NY][NX][5];
static int grid_points[3];
static const double dssp = 0.25, dt = 0.015;

static void compute_rhs(void)
{
  int i, j, k, m;
#pragma bbmm
  {
    for (k = 0; k < grid_points[2]; k++)
      for (j = 0; j < grid_points[1]; j++)
        for (i = 0; i < grid_points[0]; i++)
          for (m = 0; m < 5; m++)
            rhs[k][j][i][m] = forcing[k][j][i][m];
    for (k = 1; k < grid_points[2] - 1; k++)
      for (j = 1; j < grid_points[1] - 1; j++)
        for (i = 1; i < grid_points[0] - 1; i++) {
          rhs[k][j][i][0] = rhs[k][j][i][0] + 0.5 * (u[k][j][i+1][1] - u[k][j][i-1][1]);
          for (m = 1; m < 5; m++)
            rhs[k][j][i][m] = rhs[k][j][i][m] + 0.1 * (u[k][j][i+1][m] - 2.0 * u[k][j][i][m] + u[k][j][i-1][m])
                              - 0.05 * (u[k][j][i+1][m] * u[k][j][i+1][1] - u[k][j][i-1][m] * u[k][j][i-1][1]);
        }
    for (m = 0; m < 5; m++)
      for (k = 1; k < grid_points[2] - 1; k++)
        for (j = 1; j < grid_points[1] - 1; j++)
          for (i = 3; i < grid_points[0] - 3; i++)
            rhs[k][j][i][m] = rhs[k][j][i][m] - dssp *
              (u[k][j][i-2][m] - 4.0 * u[k][j][i-1][m] + 6.0 * u[k][j][i][m] - 4.0 * u[k][j][i+1][m] + u[k][j][i+2][m]);
    for (k = 1; k < grid_points[2] - 1; k++)
      for (j = 1; j < grid_points[1] - 1; j++)
        for (i = 1; i < grid_points[0] - 1; i++)
          for (m = 0; m < 5; m++)
            rhs[k][j][i][m] = rhs[k][j][i][m] * dt;
  }
}

int main(void)
{
  int gp[][3] = { {9, 8, 7}, {1, 1, 1}, {2, 3, 3}, {7, 4, 5}, {6, 8, 3}, {0, 5, 5} };
  int t, i, j, k, m;
  for (t = 0; t < 6; t++) {
    for (k = 0; k < NZ; k++) for (j = 0; j < NY; j++) for (i = 0; i < NX; i++) for (m = 0; m < 5; m++) {
      u[k][j][i][m] = 1.0 + 0.03125 * ((k * 5 + j * 3 + i * 7 + m + t) % 13);
      forcing[k][j][i][m] = 0.0625 * ((k + j + i * m) % 5);
      rhs[k][j][i][m] = 9.0;
    }
    grid_points[0] = gp[t][0]; grid_points[1] = gp[t][1]; grid_points[2] = gp[t][2];
    compute_rhs();
    double s = 0.0;
    for (k = 0; k < NZ; k++) for (j = 0; j < NY; j++) for (i = 0; i < NX; i++) for (m = 0; m < 5; m++)
      s += rhs[k][j][i][m] * (1 + m);
    printf("%d %a %a\n", t, s, rhs[1][1][1][2]);
  }
  return 0;
}
