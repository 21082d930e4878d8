/* per-iteration declarations with initializers used in subscripts: int k1 = k + 1; const int km = k - 1; int jp = j < ny - 1 ? j + 1 : j; enum component names */
#include <stdio.h>
#define P 8
enum { RHO, MOMX, MOMY, MOMZ, ENER, NV };
static double u[P][P][P][NV], d[P][P][P][NV];

static void diffz(int nz, int ny, int nx)
{
  int k, j, i;
#pragma bbmm
  for (k = 1; k < nz - 1; k++) {
    int k1 = k + 1;
    const int km = k - 1;
    for (j = 0; j < ny; j++) {
      int jp = j < ny - 1 ? j + 1 : j;
      for (i = 0; i < nx; i++) {
        d[k][j][i][RHO] = u[k1][j][i][RHO] - u[km][j][i][RHO];
        d[k][j][i][MOMX] = u[k1][j][i][MOMX] * u[k][jp][i][RHO];
        d[k][j][i][MOMY] = u[k][jp][i][MOMY] - u[k][j][i][MOMY];
        d[k][j][i][MOMZ] = 0.5 * (u[k1][j][i][MOMZ] + u[km][j][i][MOMZ]);
        d[k][j][i][ENER] = u[k][j][i][ENER] * (d[k][j][i][RHO] + 1.0);
      }
    }
  }
}

int main(void)
{
  int sz[][3] = { {8, 8, 8}, {2, 4, 4}, {3, 1, 5}, {5, 6, 1}, {7, 3, 2} };
  int t, k, j, i, m;
  for (t = 0; t < 5; t++) {
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < NV; m++) {
      u[k][j][i][m] = 0.0625 * ((k * 5 + j * 7 + i * 3 + m + t) % 13);
      d[k][j][i][m] = 1.0;
    }
    diffz(sz[t][0], sz[t][1], sz[t][2]);
    double s = 0.0;
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < NV; m++) s += d[k][j][i][m] * (m + 1 + j);
    printf("%d %a\n", t, s);
  }
  return 0;
}
