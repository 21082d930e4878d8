/* scratch row written for i1 < n1-1 only but read at i1+1 up to n1-1: the last element comes from before the region (OpenMP code would be wrong, C is defined) */
#include <stdio.h>
#define M 9
static double u[M][M], r[M][M];

static void op(int n1, int n2)
{
  int i2, i1;
  double w[M];
  for (i1 = 0; i1 < M; i1++) w[i1] = 100.0 + i1;
#pragma bbmm
  for (i2 = 0; i2 < n2; i2++) {
    for (i1 = 0; i1 < n1 - 1; i1++)
      w[i1] = u[i2][i1] * 2.0;
    for (i1 = 0; i1 < n1 - 1; i1++)
      r[i2][i1] = w[i1] + w[i1 + 1];
  }
}

int main(void)
{
  int sz[][2] = { {9, 9}, {2, 4}, {1, 3}, {5, 1}, {8, 6} };
  int t, i, j;
  for (t = 0; t < 5; t++) {
    for (i = 0; i < M; i++) for (j = 0; j < M; j++) { u[i][j] = 0.25 * ((i * 7 + j + t) % 5); r[i][j] = -2.0; }
    op(sz[t][0], sz[t][1]);
    double s = 0.0;
    for (i = 0; i < M; i++) for (j = 0; j < M; j++) s += r[i][j] * (1 + j % 4);
    printf("%d %a\n", t, s);
  }
  return 0;
}
