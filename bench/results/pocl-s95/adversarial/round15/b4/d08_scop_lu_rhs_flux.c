/* LU rhs xi-direction in #pragma scop: global flux[ISIZ][5] scratch per (k,j) line (written over i, read at i and i-1), u21 private scalar */
#include <stdio.h>
#define ISIZ 9
static double u[ISIZ][ISIZ][ISIZ][5], rsd[ISIZ][ISIZ][ISIZ][5], flux[ISIZ][5];
static const double c1 = 1.4, c2 = 0.4, tx2 = 0.5, tx3 = 0.25;

static void rhsx(int nx, int ny, int nz)
{
  int i, j, k, m;
  double u21, q;
#pragma scop
  for (k = 1; k < nz - 1; k++)
    for (j = 1; j < ny - 1; j++) {
      for (i = 0; i < nx; i++) {
        flux[i][0] = u[k][j][i][1];
        u21 = u[k][j][i][1] / u[k][j][i][0];
        q = 0.5 * (u[k][j][i][1] * u[k][j][i][1] + u[k][j][i][2] * u[k][j][i][2]) / u[k][j][i][0];
        flux[i][1] = u[k][j][i][1] * u21 + c2 * (u[k][j][i][4] - q);
        flux[i][2] = u[k][j][i][2] * u21;
        flux[i][3] = u[k][j][i][3] * u21;
        flux[i][4] = (c1 * u[k][j][i][4] - c2 * q) * u21;
      }
      for (i = 1; i < nx - 1; i++)
        for (m = 0; m < 5; m++)
          rsd[k][j][i][m] = rsd[k][j][i][m] - tx2 * (flux[i+1][m] - flux[i-1][m]);
      for (i = 1; i < nx; i++)
        flux[i][1] = tx3 * (u[k][j][i][1] / u[k][j][i][0] - u[k][j][i-1][1] / u[k][j][i-1][0]);
      for (i = 1; i < nx - 1; i++)
        rsd[k][j][i][1] = rsd[k][j][i][1] + (flux[i+1][1] - flux[i][1]);
    }
#pragma endscop
}

int main(void)
{
  int sz[][3] = { {9, 9, 9}, {3, 3, 3}, {1, 4, 4}, {2, 3, 5}, {8, 5, 3} };
  int t, i, j, k, m;
  for (t = 0; t < 5; t++) {
    for (k = 0; k < ISIZ; k++) for (j = 0; j < ISIZ; j++) for (i = 0; i < ISIZ; i++) for (m = 0; m < 5; m++) {
      u[k][j][i][m] = 1.0 + 0.0625 * ((k * 3 + j * 5 + i * 7 + m + t) % 13);
      rsd[k][j][i][m] = 0.25 * ((k + j + i + m) % 3);
    }
    for (i = 0; i < ISIZ; i++) for (m = 0; m < 5; m++) flux[i][m] = -1.0;
    rhsx(sz[t][0], sz[t][1], sz[t][2]);
    double s = 0.0, f = 0.0;
    for (k = 0; k < ISIZ; k++) for (j = 0; j < ISIZ; j++) for (i = 0; i < ISIZ; i++) for (m = 0; m < 5; m++) s += rsd[k][j][i][m] * (1 + (i + m) % 4);
    for (i = 0; i < ISIZ; i++) for (m = 0; m < 5; m++) f += flux[i][m] * (i + 1);
    printf("%d %a %a\n", t, s, f);
  }
  return 0;
}
