/* structure-of-arrays u[5][NZ][NY][NX] with m outer, mm = (m + 1) % 5 int scalar in subscripts, coupled components */
#include <stdio.h>
#define NZ 5
#define NY 6
#define NX 7
static double u[5][NZ][NY][NX], w[5][NZ][NY][NX];

static void couple(int nz, int ny, int nx)
{
  int m, k, j, i, mm;
#pragma bbmm
  for (m = 0; m < 5; m++) {
    mm = (m + 1) % 5;
    for (k = 0; k < nz; k++)
      for (j = 0; j < ny; j++)
        for (i = 0; i < nx; i++)
          w[m][k][j][i] = u[m][k][j][i] - 0.5 * u[mm][k][j][i] + (i > 0 ? u[m][k][j][i-1] : 0.0);
  }
}

int main(void)
{
  int sz[][3] = { {5, 6, 7}, {0, 6, 7}, {1, 1, 1}, {3, 2, 5}, {5, 6, 1} };
  int t, m, k, j, i;
  for (t = 0; t < 5; t++) {
    for (m = 0; m < 5; m++) for (k = 0; k < NZ; k++) for (j = 0; j < NY; j++) for (i = 0; i < NX; i++) {
      u[m][k][j][i] = 0.125 * ((m * 7 + k * 5 + j * 3 + i + t) % 11);
      w[m][k][j][i] = 4.0;
    }
    couple(sz[t][0], sz[t][1], sz[t][2]);
    double s = 0.0;
    for (m = 0; m < 5; m++) for (k = 0; k < NZ; k++) for (j = 0; j < NY; j++) for (i = 0; i < NX; i++) s += w[m][k][j][i] * (1 + (m + i) % 3);
    printf("%d %a\n", t, s);
  }
  return 0;
}
