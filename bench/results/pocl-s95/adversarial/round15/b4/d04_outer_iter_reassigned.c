/* BT-style boundary dissipation along k with the OUTER iterator reassigned (k = 1; k = 2; for k = 3..nz-4; k = nz-3; k = nz-2), host assigns k before reading it after */
#include <stdio.h>
#define P 10
static double u[P][P][5], rhs[P][P][5];
static const double dssp = 0.125;

static int zdiss(int nz, int nx)
{
  int i, k, m;
#pragma bbmm
  {
    k = 1;
    for (i = 0; i < nx; i++)
      for (m = 0; m < 5; m++)
        rhs[k][i][m] = rhs[k][i][m] - dssp * (5.0 * u[k][i][m] - 4.0 * u[k+1][i][m] + u[k+2][i][m]);
    k = 2;
    for (i = 0; i < nx; i++)
      for (m = 0; m < 5; m++)
        rhs[k][i][m] = rhs[k][i][m] - dssp * (-4.0 * u[k-1][i][m] + 6.0 * u[k][i][m] - 4.0 * u[k+1][i][m] + u[k+2][i][m]);
    for (k = 3; k < nz - 3; k++)
      for (i = 0; i < nx; i++)
        for (m = 0; m < 5; m++)
          rhs[k][i][m] = rhs[k][i][m] - dssp * (u[k-2][i][m] - 4.0 * u[k-1][i][m] + 6.0 * u[k][i][m] - 4.0 * u[k+1][i][m] + u[k+2][i][m]);
    k = nz - 3;
    for (i = 0; i < nx; i++)
      for (m = 0; m < 5; m++)
        rhs[k][i][m] = rhs[k][i][m] - dssp * (u[k-2][i][m] - 4.0 * u[k-1][i][m] + 6.0 * u[k][i][m] - 4.0 * u[k+1][i][m]);
    k = nz - 2;
    for (i = 0; i < nx; i++)
      for (m = 0; m < 5; m++)
        rhs[k][i][m] = rhs[k][i][m] - dssp * (u[k-2][i][m] - 4.0 * u[k-1][i][m] + 5.0 * u[k][i][m]);
  }
  k = 0;
  for (i = 0; i < nx; i++) k += (rhs[nz / 2][i][0] > 0.0);
  return k;
}

int main(void)
{
  int sz[][2] = { {10, 10}, {5, 1}, {6, 3}, {7, 0}, {8, 9} };
  int t, k, i, m;
  for (t = 0; t < 5; t++) {
    for (k = 0; k < P; k++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) {
      u[k][i][m] = 0.125 * ((k * 7 + i * 3 + m * 5 + t) % 13);
      rhs[k][i][m] = 0.5 - 0.0625 * ((k + i + m) % 5);
    }
    int c = zdiss(sz[t][0], sz[t][1]);
    double s = 0.0;
    for (k = 0; k < P; k++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) s += rhs[k][i][m] * (1 + k + m);
    printf("%d %d %a\n", t, c, s);
  }
  return 0;
}
