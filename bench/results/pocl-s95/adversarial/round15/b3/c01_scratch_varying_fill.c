/* global scratch row filled over i1 = i2..n1-1 (last writes of its elements in different iterations), read in the same iteration; main reads the scratch afterwards */
#include <stdio.h>
#define M 10
static double u[M][M], r[M][M], tmp[M];

static void smooth(int n1, int n2)
{
  int i2, i1;
#pragma bbmm
  for (i2 = 1; i2 < n2 - 1; i2++) {
    for (i1 = i2; i1 < n1; i1++)
      tmp[i1] = u[i2-1][i1] + u[i2+1][i1];
    for (i1 = i2; i1 < n1; i1++)
      r[i2][i1] = 0.5 * tmp[i1] - u[i2][i1];
  }
}

int main(void)
{
  int sz[][2] = { {10, 10}, {3, 3}, {1, 5}, {4, 9}, {9, 2}, {7, 6} };
  int t, i, j;
  for (t = 0; t < 6; t++) {
    for (i = 0; i < M; i++) { tmp[i] = -1.0 - i; for (j = 0; j < M; j++) { u[i][j] = 0.125 * ((i * 3 + j * 5 + t) % 7); r[i][j] = 9.0; } }
    smooth(sz[t][0], sz[t][1]);
    double s = 0.0;
    for (i = 0; i < M; i++) for (j = 0; j < M; j++) s += r[i][j] * (1 + (i + j) % 3);
    printf("%d %a |", t, s);
    for (i = 0; i < M; i++) printf(" %a", tmp[i]);
    printf("\n");
  }
  return 0;
}
