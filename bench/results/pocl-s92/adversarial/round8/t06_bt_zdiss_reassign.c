/* BT compute_rhs zeta dissipation: k = 1; k = 2; interior; k = nz2-1; k = nz2 boundary planes with the k iterator reassigned between loops, small enough for devices */
#include <stdio.h>
#define P 8
static double u[P][P][P][5], rhs[P][P][P][5];
static int grid_points[3];
static double dssp = 0.25;

static void zdiss(void)
{
  int i, j, k, m, nz2;
#pragma bbmm
  {
    nz2 = grid_points[2] - 2;
    k = 1;
    for (j = 1; j <= grid_points[1] - 2; j++)
      for (i = 1; i <= grid_points[0] - 2; i++)
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] = rhs[k][j][i][m] - dssp * (5.0 * u[k][j][i][m] - 4.0 * u[k + 1][j][i][m] + u[k + 2][j][i][m]);
    k = 2;
    for (j = 1; j <= grid_points[1] - 2; j++)
      for (i = 1; i <= grid_points[0] - 2; i++)
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] = rhs[k][j][i][m] - dssp * (-4.0 * u[k - 1][j][i][m] + 6.0 * u[k][j][i][m] - 4.0 * u[k + 1][j][i][m] + u[k + 2][j][i][m]);
    for (k = 3; k <= nz2 - 2; k++)
      for (j = 1; j <= grid_points[1] - 2; j++)
        for (i = 1; i <= grid_points[0] - 2; i++)
          for (m = 0; m < 5; m++)
            rhs[k][j][i][m] = rhs[k][j][i][m] - dssp * (u[k - 2][j][i][m] - 4.0 * u[k - 1][j][i][m] + 6.0 * u[k][j][i][m] - 4.0 * u[k + 1][j][i][m] + u[k + 2][j][i][m]);
    k = nz2 - 1;
    for (j = 1; j <= grid_points[1] - 2; j++)
      for (i = 1; i <= grid_points[0] - 2; i++)
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] = rhs[k][j][i][m] - dssp * (u[k - 2][j][i][m] - 4.0 * u[k - 1][j][i][m] + 6.0 * u[k][j][i][m] - 4.0 * u[k + 1][j][i][m]);
    k = nz2;
    for (j = 1; j <= grid_points[1] - 2; j++)
      for (i = 1; i <= grid_points[0] - 2; i++)
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] = rhs[k][j][i][m] - dssp * (u[k - 2][j][i][m] - 4.0 * u[k - 1][j][i][m] + 5.0 * u[k][j][i][m]);
  }
  for (k = 0; k < 1; k++)
    rhs[0][0][0][0] += 1.0;
}

int main(void)
{
  int i, j, k, m, c;
  static const int sz[4][3] = { {3, 3, 5}, {4, 5, 6}, {8, 3, 8}, {5, 4, 7} };
  for (c = 0; c < 4; c++) {
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) {
      u[k][j][i][m] = 0.0625 * ((k * k + 3 * j + 5 * i + m) % 13);
      rhs[k][j][i][m] = 0.5 * ((k + i + m) % 3);
    }
    grid_points[0] = sz[c][0]; grid_points[1] = sz[c][1]; grid_points[2] = sz[c][2];
    zdiss();
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) printf("%a\n", rhs[k][j][i][m]);
  }
  return 0;
}
