/* LU setiv-like: exact(i, j, k, &u[k][j][i][0]) array helper and a scalar helper with &xi/&eta out params, with ternary weights at faces */
#include <stdio.h>
#define P 8
static double u[P][P][P][5];
static const double ce[5][3] = { {2.0, 0.5, 0.25}, {1.0, 0.0, 0.5}, {2.0, 2.0, 0.0}, {-1.0, 1.5, 0.0}, {5.0, 4.0, 3.0} };
static int nx, ny, nz;

void exact(int i, int j, int k, double u000ijk[5]);
static void coords(int i, int j, int k, int n, double *xi, double *eta)
{
  *xi = (double)i / (double)(n > 1 ? n - 1 : 1);
  *eta = (double)(j + k) / (double)(2 * n);
}

static void setiv(void)
{
  int i, j, k, m;
#pragma bbmm
  for (k = 1; k < nz - 1; k++)
    for (j = 1; j < ny - 1; j++)
      for (i = 1; i < nx - 1; i++) {
        double xi, eta;
        coords(i, j, k, nx, &xi, &eta);
        exact(i, j, k, &u[k][j][i][0]);
        for (m = 0; m < 5; m++)
          u[k][j][i][m] = u[k][j][i][m] * (1.0 - xi) + eta * (m == 0 ? 1.0 : 0.5);
      }
}

void exact(int i, int j, int k, double u000ijk[5])
{
  int m;
  double x = i * 0.125, y = j * 0.0625, z = k * 0.25;
  for (m = 0; m < 5; m++)
    u000ijk[m] = ce[m][0] + x * ce[m][1] + y * ce[m][2] + z * x;
}

int main(void)
{
  int gp[][3] = { {8, 8, 8}, {3, 3, 3}, {2, 5, 5}, {6, 4, 3}, {5, 7, 6} };
  int t, i, j, k, m;
  for (t = 0; t < 5; t++) {
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) u[k][j][i][m] = -1.0;
    nx = gp[t][0]; ny = gp[t][1]; nz = gp[t][2];
    setiv();
    double s = 0.0;
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) s += u[k][j][i][m] * (1 + m + i);
    printf("%d %a\n", t, s);
  }
  return 0;
}
