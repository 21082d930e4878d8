/* LU-style: ist/iend/jst/jend computed inside the region from grid sizes in an int array; k1 = k + 1 per iteration; 5-comp blocks */
#include <stdio.h>
#define ISIZ 10
static double u[ISIZ][ISIZ][ISIZ][5], rsd[ISIZ][ISIZ][ISIZ][5], frct[ISIZ][ISIZ][ISIZ][5];
static int nsz[3];

static void rhs_like(void)
{
  int i, j, k, m, ist, iend, jst, jend, nz, k1;
#pragma bbmm
  {
    ist = 1;
    iend = nsz[0] - 2;
    jst = 1;
    jend = nsz[1] - 2;
    nz = nsz[2];
    for (k = 1; k < nz - 1; k++) {
      k1 = k + 1;
      for (j = jst; j <= jend; j++)
        for (i = ist; i <= iend; i++)
          for (m = 0; m < 5; m++)
            rsd[k][j][i][m] = -frct[k][j][i][m] + 0.5 * (u[k1][j][i][m] - u[k-1][j][i][m])
                              + 0.25 * (u[k][j][i+1][m] + u[k][j-1][i][m]);
    }
  }
}

int main(void)
{
  int gp[][3] = { {10, 10, 10}, {3, 3, 3}, {2, 5, 5}, {5, 4, 7}, {4, 9, 2}, {7, 3, 6} };
  int t, i, j, k, m;
  for (t = 0; t < 6; t++) {
    for (k = 0; k < ISIZ; k++) for (j = 0; j < ISIZ; j++) for (i = 0; i < ISIZ; i++) for (m = 0; m < 5; m++) {
      u[k][j][i][m] = 0.5 + 0.0625 * ((k * 3 + j * 5 + i + m * 7 + t) % 17);
      frct[k][j][i][m] = 0.125 * ((k + j + i + m) % 3);
      rsd[k][j][i][m] = 2.0;
    }
    nsz[0] = gp[t][0]; nsz[1] = gp[t][1]; nsz[2] = gp[t][2];
    rhs_like();
    double s = 0.0;
    for (k = 0; k < ISIZ; k++) for (j = 0; j < ISIZ; j++) for (i = 0; i < ISIZ; i++) for (m = 0; m < 5; m++)
      s += rsd[k][j][i][m] * ((i + 2 * j + 3 * k + m) % 4 + 1);
    printf("%d %a\n", t, s);
  }
  return 0;
}
