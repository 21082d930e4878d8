/* BT compute_rhs xi-direction: 4-D u[..][5], constants set at top of region, i=1/i=2 boundary dissipation separate from interior (i reassigned as BT does) */
#include <stdio.h>
#define KMAX 6
#define JMAX 7
#define IMAX 9
static double u[KMAX][JMAX][IMAX][5], rhs[KMAX][JMAX][IMAX][5], forcing[KMAX][JMAX][IMAX][5];
static double rho_i[KMAX][JMAX][IMAX], us[KMAX][JMAX][IMAX], square[KMAX][JMAX][IMAX];
static int grid_points[3];
static double dssp, tx2, dx1tx1, xxcon2;

static void compute_rhs(void)
{
  int i, j, k, m;
  double rho_inv, uijk, up1, um1, c2, con43;
#pragma bbmm
  {
    c2 = 0.4;
    con43 = 4.0 / 3.0;
    for (k = 0; k < grid_points[2]; k++)
      for (j = 0; j < grid_points[1]; j++)
        for (i = 0; i < grid_points[0]; i++) {
          rho_inv = 1.0 / u[k][j][i][0];
          rho_i[k][j][i] = rho_inv;
          us[k][j][i] = u[k][j][i][1] * rho_inv;
          square[k][j][i] = 0.5 * (u[k][j][i][1] * u[k][j][i][1] + u[k][j][i][2] * u[k][j][i][2] + u[k][j][i][3] * u[k][j][i][3]) * rho_inv;
        }
    for (k = 0; k < grid_points[2]; k++)
      for (j = 0; j < grid_points[1]; j++)
        for (i = 0; i < grid_points[0]; i++)
          for (m = 0; m < 5; m++)
            rhs[k][j][i][m] = forcing[k][j][i][m];
    for (k = 1; k < grid_points[2] - 1; k++)
      for (j = 1; j < grid_points[1] - 1; j++)
        for (i = 1; i < grid_points[0] - 1; i++) {
          uijk = us[k][j][i];
          up1 = us[k][j][i + 1];
          um1 = us[k][j][i - 1];
          rhs[k][j][i][0] = rhs[k][j][i][0] + dx1tx1 * (u[k][j][i + 1][0] - 2.0 * u[k][j][i][0] + u[k][j][i - 1][0]) - tx2 * (u[k][j][i + 1][1] - u[k][j][i - 1][1]);
          rhs[k][j][i][1] = rhs[k][j][i][1] + xxcon2 * con43 * (up1 - 2.0 * uijk + um1) - tx2 * (u[k][j][i + 1][1] * up1 - u[k][j][i - 1][1] * um1 + (u[k][j][i + 1][4] - square[k][j][i + 1] - u[k][j][i - 1][4] + square[k][j][i - 1]) * c2);
          rhs[k][j][i][2] = rhs[k][j][i][2] + xxcon2 * (u[k][j][i + 1][2] * rho_i[k][j][i + 1] - 2.0 * u[k][j][i][2] * rho_i[k][j][i] + u[k][j][i - 1][2] * rho_i[k][j][i - 1]) - tx2 * (u[k][j][i + 1][2] * up1 - u[k][j][i - 1][2] * um1);
          rhs[k][j][i][3] = rhs[k][j][i][3] - tx2 * (u[k][j][i + 1][3] * up1 - u[k][j][i - 1][3] * um1);
          rhs[k][j][i][4] = rhs[k][j][i][4] - tx2 * ((1.4 * u[k][j][i + 1][4] - c2 * square[k][j][i + 1]) * up1 - (1.4 * u[k][j][i - 1][4] - c2 * square[k][j][i - 1]) * um1);
        }
    i = 1;
    for (k = 1; k < grid_points[2] - 1; k++)
      for (j = 1; j < grid_points[1] - 1; j++)
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] = rhs[k][j][i][m] - dssp * (5.0 * u[k][j][i][m] - 4.0 * u[k][j][i + 1][m] + u[k][j][i + 2][m]);
    i = 2;
    for (k = 1; k < grid_points[2] - 1; k++)
      for (j = 1; j < grid_points[1] - 1; j++)
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] = rhs[k][j][i][m] - dssp * (-4.0 * u[k][j][i - 1][m] + 6.0 * u[k][j][i][m] - 4.0 * u[k][j][i + 1][m] + u[k][j][i + 2][m]);
    for (k = 1; k < grid_points[2] - 1; k++)
      for (j = 1; j < grid_points[1] - 1; j++)
        for (i = 3; i < grid_points[0] - 3; i++)
          for (m = 0; m < 5; m++)
            rhs[k][j][i][m] = rhs[k][j][i][m] - dssp * (u[k][j][i - 2][m] - 4.0 * u[k][j][i - 1][m] + 6.0 * u[k][j][i][m] - 4.0 * u[k][j][i + 1][m] + u[k][j][i + 2][m]);
    i = grid_points[0] - 3;
    for (k = 1; k < grid_points[2] - 1; k++)
      for (j = 1; j < grid_points[1] - 1; j++)
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] = rhs[k][j][i][m] - dssp * (u[k][j][i - 2][m] - 4.0 * u[k][j][i - 1][m] + 6.0 * u[k][j][i][m] - 4.0 * u[k][j][i + 1][m]);
    i = grid_points[0] - 2;
    for (k = 1; k < grid_points[2] - 1; k++)
      for (j = 1; j < grid_points[1] - 1; j++)
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] = rhs[k][j][i][m] - dssp * (u[k][j][i - 2][m] - 4. * u[k][j][i - 1][m] + 5. * u[k][j][i][m]);
  }
}

int main(void)
{
  int i, j, k, m, t;
  static const int sizes[4][3] = { {5, 3, 3}, {6, 4, 5}, {9, 7, 6}, {7, 2, 4} };
  dssp = 0.25; tx2 = 0.5 * 8; dx1tx1 = 0.75 * 64; xxcon2 = 0.1 * 64;
  for (t = 0; t < 4; t++) {
    for (k = 0; k < KMAX; k++) for (j = 0; j < JMAX; j++) for (i = 0; i < IMAX; i++) for (m = 0; m < 5; m++) {
      u[k][j][i][m] = (m == 0 ? 2.0 : 0.0) + 0.03125 * ((k * 7 + j * 5 + i * 3 + m + t) % 11);
      forcing[k][j][i][m] = 0.0625 * ((i + 2 * j + 3 * k + m) % 5);
    }
    grid_points[0] = sizes[t][0]; grid_points[1] = sizes[t][1]; grid_points[2] = sizes[t][2];
    compute_rhs();
    for (k = 0; k < KMAX; k++) for (j = 0; j < JMAX; j++) for (i = 0; i < IMAX; i++) {
      for (m = 0; m < 5; m++) printf("%a ", rhs[k][j][i][m]);
      printf("%a\n", square[k][j][i]);
    }
  }
  return 0;
}
