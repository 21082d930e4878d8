/* MG interp-like: global scratch z1[M], z2[M] written at stride 2 (x[2*j1 - d]) per (i3,i2), host reads the scratch after the region */
#include <stdio.h>
#define M 14
static double z[M][M][M], u[M][M][M], z1[2 * M], z2[2 * M];

static void interp(int mm1, int mm2, int mm3, int d1)
{
  int i3, i2, i1;
#pragma bbmm
  for (i3 = 0; i3 < mm3 - 1; i3++)
    for (i2 = 0; i2 < mm2 - 1; i2++) {
      for (i1 = 0; i1 < mm1; i1++) {
        z1[2 * i1 + d1] = z[i3][i2+1][i1] + z[i3][i2][i1];
        z2[2 * i1 + d1] = z[i3+1][i2][i1] + z[i3][i2][i1];
      }
      for (i1 = 0; i1 < mm1 - 1; i1++) {
        u[2*i3][2*i2][2*i1] = u[2*i3][2*i2][2*i1] + z[i3][i2][i1];
        u[2*i3][2*i2][2*i1+1] = u[2*i3][2*i2][2*i1+1] + 0.5 * (z1[2 * (i1 + 1) + d1] + z1[2 * i1 + d1]) - 0.25 * z2[2 * i1 + d1];
      }
    }
}

int main(void)
{
  int sz[][4] = { {7, 7, 7, 0}, {2, 2, 2, 1}, {4, 3, 5, 1}, {1, 4, 4, 0}, {6, 2, 3, 1} };
  int t, i, j, k;
  for (t = 0; t < 5; t++) {
    for (i = 0; i < M; i++) for (j = 0; j < M; j++) for (k = 0; k < M; k++) {
      z[i][j][k] = 0.125 * ((i * 3 + j * 5 + k * 7 + t) % 11);
      u[i][j][k] = 0.0625 * ((i + j + k) % 3);
    }
    for (i = 0; i < 2 * M; i++) { z1[i] = -1.0 - i; z2[i] = -100.0 - i; }
    interp(sz[t][0], sz[t][1], sz[t][2], sz[t][3]);
    double s = 0.0;
    for (i = 0; i < M; i++) for (j = 0; j < M; j++) for (k = 0; k < M; k++) s += u[i][j][k] * (1 + (i + j + k) % 5);
    printf("%d %a |", t, s);
    for (i = 0; i < 2 * M; i++) printf(" %a %a", z1[i], z2[i]);
    printf("\n");
  }
  return 0;
}
