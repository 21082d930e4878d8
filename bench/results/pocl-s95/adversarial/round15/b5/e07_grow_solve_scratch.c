/* OpenMP-style: serial i loop with i1 = i + 1 around a bbmm region over j whose body uses a function-level scratch fac[5] (region grow + scratch) */
#include <stdio.h>
#define NI 8
#define NJ 6
static double a[NI][NJ][5], b[NI][NJ][5];

static void sweep(int ni, int nj)
{
  int i, j, m, i1;
  double fac[5];
  for (i = 0; i < ni - 1; i++) {
    i1 = i + 1;
#pragma bbmm
    for (j = 0; j < nj; j++) {
      for (m = 0; m < 5; m++)
        fac[m] = b[i][j][m] / (1.0 + a[i][j][m] * a[i][j][m]);
      for (m = 0; m < 5; m++)
        b[i1][j][m] = b[i1][j][m] - fac[m] * a[i1][j][(m + 1) % 5];
    }
  }
}

int main(void)
{
  int sz[][2] = { {8, 6}, {1, 6}, {2, 1}, {5, 0}, {7, 3} };
  int t, i, j, m;
  for (t = 0; t < 5; t++) {
    for (i = 0; i < NI; i++) for (j = 0; j < NJ; j++) for (m = 0; m < 5; m++) {
      a[i][j][m] = 0.125 * ((i * 3 + j * 5 + m + t) % 9);
      b[i][j][m] = 1.0 - 0.0625 * ((i + j + m * 3) % 7);
    }
    sweep(sz[t][0], sz[t][1]);
    double s = 0.0;
    for (i = 0; i < NI; i++) for (j = 0; j < NJ; j++) for (m = 0; m < 5; m++) s += b[i][j][m] * (1 + (i + m) % 4);
    printf("%d %a\n", t, s);
  }
  return 0;
}
