/* LU l2norm: sum[m] accumulated over the interior (ist..iend, jst..jend from globals), then sqrt(sum/n) in the same region */
#include <stdio.h>
#include <math.h>
#define ISIZ 9
static double rsd[ISIZ][ISIZ][ISIZ][5];
static int nx0, ny0, nz0, ist, iend, jst, jend;

static void l2norm(double sum[5])
{
  int i, j, k, m;
#pragma bbmm
  {
    for (m = 0; m < 5; m++)
      sum[m] = 0.0;
    for (k = 1; k < nz0 - 1; k++)
      for (j = jst; j < jend; j++)
        for (i = ist; i < iend; i++)
          for (m = 0; m < 5; m++)
            sum[m] = sum[m] + rsd[k][j][i][m] * rsd[k][j][i][m];
    for (m = 0; m < 5; m++)
      sum[m] = sqrt(sum[m] / ((nx0 - 2) * (ny0 - 2) * (nz0 - 2)));
  }
}

int main(void)
{
  int i, j, k, m, t;
  double sum[5];
  static const int sz[4][3] = { {3, 3, 3}, {5, 4, 3}, {9, 9, 9}, {6, 8, 4} };
  for (k = 0; k < ISIZ; k++) for (j = 0; j < ISIZ; j++) for (i = 0; i < ISIZ; i++) for (m = 0; m < 5; m++)
    rsd[k][j][i][m] = 0.1 * ((k * 17 + j * 11 + i * 5 + m * 3) % 23) - 1.05;
  for (t = 0; t < 4; t++) {
    nx0 = sz[t][0]; ny0 = sz[t][1]; nz0 = sz[t][2];
    ist = 1; iend = nx0 - 1; jst = 1; jend = ny0 - 1;
    l2norm(sum);
    for (m = 0; m < 5; m++) printf("%a\n", sum[m]);
  }
  return 0;
}
