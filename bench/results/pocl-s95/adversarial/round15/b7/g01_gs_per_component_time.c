/* in-place Gauss-Seidel per component inside a time loop in one region: for t, for m, for i, for j u[i][j][m] from updated neighbours (scheduler wavefront with a component dimension) */
#include <stdio.h>
#define N 12
static double u[N][N][3];

static void gs(int n, int steps)
{
  int t, m, i, j;
#pragma bbmm
  for (t = 0; t < steps; t++)
    for (m = 0; m < 3; m++)
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          u[i][j][m] = 0.2 * (u[i-1][j][m] + u[i+1][j][m] + u[i][j-1][m] + u[i][j+1][m] + u[i][j][(m + 1) % 3]);
}

int main(void)
{
  int sz[][2] = { {12, 3}, {2, 2}, {3, 1}, {5, 4}, {9, 0}, {7, 2} };
  int t, i, j, m;
  for (t = 0; t < 6; t++) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (m = 0; m < 3; m++) u[i][j][m] = 0.125 * ((i * 5 + j * 3 + m * 7 + t) % 11);
    gs(sz[t][0], sz[t][1]);
    double s = 0.0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (m = 0; m < 3; m++) s += u[i][j][m] * (1 + (i + j + m) % 5);
    printf("%d %a %a\n", t, s, u[1][1][0]);
  }
  return 0;
}
