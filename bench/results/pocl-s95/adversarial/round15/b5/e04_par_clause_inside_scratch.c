/* parallel(k, j) clause with scratch declared inside the j body (accepted form of OpenMP private), plus a row of results written per (k,j) */
#include <stdio.h>
#define P 8
static double q[P][P][P][5], out[P][P][P];

static void op(int nk, int nj, int ni)
{
  int k, j, i, m;
#pragma bbmm parallel(k, j)
  for (k = 0; k < nk; k++)
    for (j = 0; j < nj; j++) {
      double w[P], z[P][5];
      for (i = 0; i < ni; i++) {
        w[i] = 0.0;
        for (m = 0; m < 5; m++) {
          z[i][m] = q[k][j][i][m] * (m + 1);
          w[i] = w[i] + z[i][m];
        }
      }
      for (i = 0; i < ni; i++)
        out[k][j][i] = w[i] - (i > 0 ? z[i-1][4] : 0.0) + (i < ni - 1 ? w[i+1] : 0.0);
    }
}

int main(void)
{
  int sz[][3] = { {8, 8, 8}, {1, 1, 1}, {0, 3, 3}, {3, 2, 5}, {5, 7, 2} };
  int t, k, j, i, m;
  for (t = 0; t < 5; t++) {
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) {
      out[k][j][i] = -1.0;
      for (m = 0; m < 5; m++) q[k][j][i][m] = 0.0625 * ((k * 3 + j * 5 + i * 7 + m + t) % 13);
    }
    op(sz[t][0], sz[t][1], sz[t][2]);
    double s = 0.0;
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) s += out[k][j][i] * (1 + (k + i) % 4);
    printf("%d %a\n", t, s);
  }
  return 0;
}
