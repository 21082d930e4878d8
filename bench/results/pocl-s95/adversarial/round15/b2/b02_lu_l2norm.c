/* LU l2norm: sum[m] array reduction over ist..iend (globals set by setbv-like code), then sqrt(sum[m]/((nx0-2)*(ny0-2)*(nz0-2))) */
#include <stdio.h>
#include <math.h>
#define ISIZ 9
static double rsd[ISIZ][ISIZ][ISIZ][5];
static int nx0, ny0, nz0, ist, iend, jst, jend;

static void l2norm(int nz, double sum[5])
{
  int i, j, k, m;
#pragma bbmm
  {
    for (m = 0; m < 5; m++) sum[m] = 0.0;
    for (k = 1; k < nz - 1; k++)
      for (j = jst; j <= jend; j++)
        for (i = ist; i <= iend; i++)
          for (m = 0; m < 5; m++)
            sum[m] = sum[m] + rsd[k][j][i][m] * rsd[k][j][i][m];
    for (m = 0; m < 5; m++)
      sum[m] = sqrt(sum[m] / ((nx0 - 2) * (ny0 - 2) * (nz0 - 2)));
  }
}

int main(void)
{
  int gp[][3] = { {9, 9, 9}, {3, 3, 3}, {4, 6, 5}, {8, 3, 9}, {5, 5, 4} };
  int t, i, j, k, m;
  double sum[5];
  for (t = 0; t < 5; t++) {
    nx0 = gp[t][0]; ny0 = gp[t][1]; nz0 = gp[t][2];
    ist = 1; iend = nx0 - 2; jst = 1; jend = ny0 - 2;
    for (k = 0; k < ISIZ; k++) for (j = 0; j < ISIZ; j++) for (i = 0; i < ISIZ; i++) for (m = 0; m < 5; m++)
      rsd[k][j][i][m] = 0.01 * ((k * 7 + j * 5 + i * 3 + m + t) % 19) - 0.09;
    l2norm(nz0, sum);
    for (m = 0; m < 5; m++) printf("%a ", sum[m]);
    printf("\n");
  }
  return 0;
}
