/* LU setbv/exact: exact(i, j, k, &u[k][j][i][0]) helper writing through an element address, reading global ce[5][13]; boundary faces separately */
#include <stdio.h>
#define IS 6
static double u[IS][IS][IS][5];
static double ce[5][13];
static int nx, ny, nz;

void exact(int i, int j, int k, double u000ijk[]);

static void setbv(void)
{
  int i, j, k, m;
  double temp1[5], temp2[5];
#pragma bbmm
  {
    for (j = 0; j < ny; j++)
      for (i = 0; i < nx; i++) {
        exact(i, j, 0, temp1);
        exact(i, j, nz - 1, temp2);
        for (m = 0; m < 5; m++) {
          u[0][j][i][m] = temp1[m];
          u[nz - 1][j][i][m] = temp2[m];
        }
      }
    for (k = 0; k < nz; k++)
      for (i = 0; i < nx; i++)
        exact(i, 0, k, &u[k][0][i][0]);
    for (k = 0; k < nz; k++)
      for (j = 0; j < ny; j++)
        exact(nx - 1, j, k, &u[k][j][nx - 1][0]);
  }
}

void exact(int i, int j, int k, double u000ijk[])
{
  int m;
  double xi, eta, zeta;
  xi = (double)i / (nx - 1);
  eta = (double)j / (ny - 1);
  zeta = (double)k / (nz - 1);
  for (m = 0; m < 5; m++)
    u000ijk[m] = ce[m][0] + ce[m][1] * xi + ce[m][2] * eta + ce[m][3] * zeta + ce[m][4] * xi * xi + ce[m][5] * eta * eta + ce[m][6] * zeta * zeta;
}

int main(void)
{
  int i, j, k, m, c;
  static const int sz[3][3] = { {2, 2, 2}, {6, 3, 4}, {3, 6, 6} };
  for (m = 0; m < 5; m++) for (i = 0; i < 13; i++) ce[m][i] = 0.5 * ((m + 3 * i) % 7) - 1.0;
  for (c = 0; c < 3; c++) {
    nx = sz[c][0]; ny = sz[c][1]; nz = sz[c][2];
    for (k = 0; k < IS; k++) for (j = 0; j < IS; j++) for (i = 0; i < IS; i++) for (m = 0; m < 5; m++) u[k][j][i][m] = 9.0;
    setbv();
    for (k = 0; k < IS; k++) for (j = 0; j < IS; j++) for (i = 0; i < IS; i++) for (m = 0; m < 5; m++) printf("%a\n", u[k][j][i][m]);
  }
  return 0;
}
