/* NPB BT compute_rhs xi-direction: rho_i/us/square precompute, flux differences, 4th-order dissipation with i = 1, 2, nx-3, nx-2 written as iterator assignments inside the region */
#include <stdio.h>
#define P 12
static double u[P][P][P][5], rhs[P][P][P][5], forcing[P][P][P][5];
static double rho_i[P][P][P], us[P][P][P], square[P][P][P], qs[P][P][P];
static int gp[3];
static double dx1tx1 = 0.5, tx2 = 0.25, xxcon2 = 0.125, dssp = 0.0625, c1 = 1.4, c2 = 0.4;

static void compute_rhs(void)
{
  int i, j, k, m;
  double rho_inv, uijk, up1, um1;
#pragma bbmm
  for (k = 0; k <= gp[2] - 1; k++)
    for (j = 0; j <= gp[1] - 1; j++)
      for (i = 0; i <= gp[0] - 1; i++) {
        rho_inv = 1.0 / u[k][j][i][0];
        rho_i[k][j][i] = rho_inv;
        us[k][j][i] = u[k][j][i][1] * rho_inv;
        square[k][j][i] = 0.5 * (u[k][j][i][1] * u[k][j][i][1] + u[k][j][i][2] * u[k][j][i][2]) * rho_inv;
        qs[k][j][i] = square[k][j][i] * rho_inv;
      }
#pragma bbmm
  for (k = 0; k <= gp[2] - 1; k++)
    for (j = 0; j <= gp[1] - 1; j++)
      for (i = 0; i <= gp[0] - 1; i++)
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] = forcing[k][j][i][m];
#pragma bbmm
  {
    for (k = 1; k <= gp[2] - 2; k++)
      for (j = 1; j <= gp[1] - 2; j++)
        for (i = 1; i <= gp[0] - 2; i++) {
          uijk = us[k][j][i];
          up1 = us[k][j][i + 1];
          um1 = us[k][j][i - 1];
          rhs[k][j][i][0] = rhs[k][j][i][0] + dx1tx1 * (u[k][j][i + 1][0] - 2.0 * u[k][j][i][0] + u[k][j][i - 1][0]) - tx2 * (u[k][j][i + 1][1] - u[k][j][i - 1][1]);
          rhs[k][j][i][1] = rhs[k][j][i][1] + xxcon2 * (up1 - 2.0 * uijk + um1)
            - tx2 * (u[k][j][i + 1][1] * up1 - u[k][j][i - 1][1] * um1 + (u[k][j][i + 1][4] - square[k][j][i + 1] - u[k][j][i - 1][4] + square[k][j][i - 1]) * c2);
          rhs[k][j][i][2] = rhs[k][j][i][2] + xxcon2 * (u[k][j][i + 1][2] * rho_i[k][j][i + 1] - 2.0 * u[k][j][i][2] * rho_i[k][j][i] + u[k][j][i - 1][2] * rho_i[k][j][i - 1]) - tx2 * (u[k][j][i + 1][2] * up1 - u[k][j][i - 1][2] * um1);
          rhs[k][j][i][3] = rhs[k][j][i][3] + xxcon2 * (qs[k][j][i + 1] - 2.0 * qs[k][j][i] + qs[k][j][i - 1]) - tx2 * (u[k][j][i + 1][3] * up1 - u[k][j][i - 1][3] * um1);
          rhs[k][j][i][4] = rhs[k][j][i][4] - tx2 * ((c1 * u[k][j][i + 1][4] - c2 * square[k][j][i + 1]) * up1 - (c1 * u[k][j][i - 1][4] - c2 * square[k][j][i - 1]) * um1);
        }
    for (k = 1; k <= gp[2] - 2; k++)
      for (j = 1; j <= gp[1] - 2; j++) {
        i = 1;
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] = rhs[k][j][i][m] - dssp * (5.0 * u[k][j][i][m] - 4.0 * u[k][j][i + 1][m] + u[k][j][i + 2][m]);
        i = 2;
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] = rhs[k][j][i][m] - dssp * (-4.0 * u[k][j][i - 1][m] + 6.0 * u[k][j][i][m] - 4.0 * u[k][j][i + 1][m] + u[k][j][i + 2][m]);
      }
    for (k = 1; k <= gp[2] - 2; k++)
      for (j = 1; j <= gp[1] - 2; j++)
        for (i = 3; i <= gp[0] - 4; i++)
          for (m = 0; m < 5; m++)
            rhs[k][j][i][m] = rhs[k][j][i][m] - dssp * (u[k][j][i - 2][m] - 4.0 * u[k][j][i - 1][m] + 6.0 * u[k][j][i][m] - 4.0 * u[k][j][i + 1][m] + u[k][j][i + 2][m]);
    for (k = 1; k <= gp[2] - 2; k++)
      for (j = 1; j <= gp[1] - 2; j++) {
        i = gp[0] - 3;
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] = rhs[k][j][i][m] - dssp * (u[k][j][i - 2][m] - 4.0 * u[k][j][i - 1][m] + 6.0 * u[k][j][i][m] - 4.0 * u[k][j][i + 1][m]);
        i = gp[0] - 2;
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] = rhs[k][j][i][m] - dssp * (u[k][j][i - 2][m] - 4.0 * u[k][j][i - 1][m] + 5.0 * u[k][j][i][m]);
      }
  }
  i = 0;
}

int main(void)
{
  static const int sz[4][3] = { { 5, 3, 3 }, { 6, 4, 3 }, { 7, 5, 4 }, { 12, 8, 6 } };
  int c, i, j, k, m;
  for (c = 0; c < 4; c++) {
    gp[0] = sz[c][0]; gp[1] = sz[c][1]; gp[2] = sz[c][2];
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) {
      u[k][j][i][m] = (m == 0 ? 1.0 : 0.0) + 0.0625 * ((i * 5 + j * 3 + k * 2 + m * 7) % 9);
      forcing[k][j][i][m] = 0.001 * ((i + j + k + m) % 3);
      rhs[k][j][i][m] = 0.0;
    }
    compute_rhs();
    for (k = 0; k < gp[2]; k++) for (j = 0; j < gp[1]; j++) for (i = 0; i < gp[0]; i++) for (m = 0; m < 5; m++)
      printf("%a\n", rhs[k][j][i][m]);
  }
  return 0;
}
