/* 4-D arrays (components x 3-D grid) in a time loop with a 1-D coefficient array, shifted in the component dimension */
#include <stdio.h>
#define N 10
#define C 4
static double q4[C][N][N][N], r4[C][N][N][N];
static double cf[C + 2];
static void step(int n)
{
  int m, i, j, l;
#pragma bbmm
  for (m = 1; m < C; m++)
    for (i = 1; i < n - 1; i++)
      for (j = 0; j < n; j++)
        for (l = 1; l < n; l++)
          r4[m][i][j][l] = q4[m - 1][i + 1][j][l - 1] * cf[m + 1] + q4[m][i - 1][j][l] - r4[m][i][j][l] * 0.5;
#pragma bbmm
  for (m = 0; m < C; m++)
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        for (l = 0; l < n; l++)
          q4[m][i][j][l] = q4[m][i][j][l] * 0.5 + r4[m][i][j][l] * 0.25;
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 5, 10};
  int z, m, i, j, l, t;
  for (z = 0; z < 6; z++) {
    int n = ns[z];
    for (m = 0; m < C + 2; m++) cf[m] = 0.5 + m;
    for (m = 0; m < C; m++) for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (l = 0; l < N; l++) { q4[m][i][j][l] = (m + i * 2 + j * 3 + l) % 5; r4[m][i][j][l] = 1; }
    for (t = 0; t < 4; t++) step(n);
    for (m = 0; m < C; m++) for (i = 0; i < n; i++) for (j = 0; j < n; j++) for (l = 0; l < n; l++) printf("%d %a %a\n", n, q4[m][i][j][l], r4[m][i][j][l]);
  }
  return 0;
}
