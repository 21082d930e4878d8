/* global scratch filled fully on even i2 and partially (i1 < n1-1) on odd i2, read in the same iteration; host prints the scratch after (its last element comes from an earlier iteration) */
#include <stdio.h>
#define M 10
static double u[M][M], r[M][M], tmp[M];

static void op(int n1, int n2)
{
  int i2, i1;
#pragma bbmm
  for (i2 = 0; i2 < n2; i2++) {
    if (i2 % 2 == 0) {
      for (i1 = 0; i1 < n1; i1++)
        tmp[i1] = u[i2][i1] + 1.0;
    } else {
      for (i1 = 0; i1 < n1 - 1; i1++)
        tmp[i1] = u[i2][i1] - 1.0;
    }
    for (i1 = 0; i1 < n1 - 1; i1++)
      r[i2][i1] = tmp[i1] * 0.5 + u[i2][i1 + 1];
  }
}

int main(void)
{
  int sz[][2] = { {10, 10}, {10, 9}, {3, 2}, {1, 4}, {6, 1}, {5, 0}, {7, 5} };
  int t, i, j;
  for (t = 0; t < 7; t++) {
    for (i = 0; i < M; i++) { tmp[i] = -10.0 - i; for (j = 0; j < M; j++) { u[i][j] = 0.125 * ((i * 5 + j * 3 + t) % 11); r[i][j] = 3.0; } }
    op(sz[t][0], sz[t][1]);
    double s = 0.0;
    for (i = 0; i < M; i++) for (j = 0; j < M; j++) s += r[i][j] * (1 + (i + 2 * j) % 5);
    printf("%d %a |", t, s);
    for (i = 0; i < M; i++) printf(" %a", tmp[i]);
    printf("\n");
  }
  return 0;
}
