/* MG psinv with function-level scratch r1[M], r2[M] and '#pragma bbmm parallel(i3, i2)' as the OpenMP code had 'omp for private(r1,r2)' */
#include <stdio.h>
#define M 11
static double u[M][M][M], r[M][M][M];
static const double c[4] = { -3.0/8.0, 1.0/32.0, -1.0/64.0, 0.0 };

static void psinv(int n1, int n2, int n3)
{
  int i3, i2, i1;
  double r1[M], r2[M];
#pragma bbmm parallel(i3, i2)
  for (i3 = 1; i3 < n3 - 1; i3++)
    for (i2 = 1; i2 < n2 - 1; i2++) {
      for (i1 = 0; i1 < n1; i1++) {
        r1[i1] = r[i3][i2-1][i1] + r[i3][i2+1][i1] + r[i3-1][i2][i1] + r[i3+1][i2][i1];
        r2[i1] = r[i3-1][i2-1][i1] + r[i3-1][i2+1][i1] + r[i3+1][i2-1][i1] + r[i3+1][i2+1][i1];
      }
      for (i1 = 1; i1 < n1 - 1; i1++)
        u[i3][i2][i1] = u[i3][i2][i1] + c[0] * r[i3][i2][i1] + c[1] * (r[i3][i2][i1-1] + r[i3][i2][i1+1] + r1[i1])
                        + c[2] * (r2[i1] + r1[i1-1] + r1[i1+1]);
    }
}

int main(void)
{
  int sz[][3] = { {11, 11, 11}, {3, 3, 3}, {6, 4, 9}, {2, 5, 5}, {10, 7, 3}, {1, 1, 1} };
  int t, i, j, k, it;
  for (t = 0; t < 6; t++) {
    for (i = 0; i < M; i++) for (j = 0; j < M; j++) for (k = 0; k < M; k++) {
      u[i][j][k] = 0.0625 * ((i + j + k) % 5);
      r[i][j][k] = 0.125 * ((i * 5 + j * 3 + k * 7 + t) % 9) - 0.5;
    }
    for (it = 0; it < 2; it++) psinv(sz[t][0], sz[t][1], sz[t][2]);
    double s = 0.0;
    for (i = 0; i < M; i++) for (j = 0; j < M; j++) for (k = 0; k < M; k++) s += u[i][j][k] * ((i + j * 2 + k * 3) % 5 + 1);
    printf("%d %a\n", t, s);
  }
  return 0;
}
