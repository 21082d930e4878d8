/* (variant: result through a local) MG norm2u3: s += u*u and max of fabs via a body-local 'a', then rnm2 = sqrt(s/dn) in region; sizes n1,n2,n3 vary */
#include <stdio.h>
#include <math.h>
#define M 10
static double r[M][M][M];

static void norm2u3(int n1, int n2, int n3, double *rnm2, double *rnmu)
{
  int i1, i2, i3;
  double s = 0.0, rnmu_l = 0.0, dn;
#pragma bbmm
  {
    dn = 1.0 * (n1 - 2) * (n2 - 2) * (n3 - 2);
    for (i3 = 1; i3 < n3 - 1; i3++)
      for (i2 = 1; i2 < n2 - 1; i2++)
        for (i1 = 1; i1 < n1 - 1; i1++) {
          double a;
          s = s + r[i3][i2][i1] * r[i3][i2][i1];
          a = fabs(r[i3][i2][i1]);
          if (a > rnmu_l) rnmu_l = a;
        }
    s = sqrt(s / dn);
  }
  *rnmu = rnmu_l; *rnm2 = s;
}

int main(void)
{
  int sz[][3] = { {10, 10, 10}, {3, 3, 3}, {4, 7, 5}, {9, 3, 8}, {6, 6, 4} };
  int t, i, j, k;
  for (t = 0; t < 5; t++) {
    for (i = 0; i < M; i++) for (j = 0; j < M; j++) for (k = 0; k < M; k++)
      r[i][j][k] = 0.03125 * ((i * 11 + j * 7 + k * 3 + t) % 23) - 0.34375;
    double a, b;
    norm2u3(sz[t][0], sz[t][1], sz[t][2], &a, &b);
    printf("%a %a\n", a, b);
  }
  return 0;
}
