/* ADI-style in one region: time loop holding an x-sweep (recurrence along i, lines j parallel) and a y-sweep (recurrence along j) on 3-component cells */
#include <stdio.h>
#define N 10
static double u[N][N][3];

static void adi(int n, int steps, double a)
{
  int t, i, j, m;
#pragma bbmm
  for (t = 0; t < steps; t++) {
    for (j = 0; j < n; j++)
      for (i = 1; i < n; i++)
        for (m = 0; m < 3; m++)
          u[j][i][m] = u[j][i][m] + a * u[j][i-1][m];
    for (j = 1; j < n; j++)
      for (i = 0; i < n; i++)
        for (m = 0; m < 3; m++)
          u[j][i][m] = u[j][i][m] - a * u[j-1][i][m] * 0.5;
  }
}

int main(void)
{
  int sz[][2] = { {10, 3}, {1, 2}, {2, 1}, {0, 2}, {7, 4} };
  int t, i, j, m;
  for (t = 0; t < 5; t++) {
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) for (m = 0; m < 3; m++) u[j][i][m] = 0.0625 * ((j * 7 + i * 3 + m * 5 + t) % 13);
    adi(sz[t][0], sz[t][1], 0.375);
    double s = 0.0;
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) for (m = 0; m < 3; m++) s += u[j][i][m] * (1 + (i * 2 + j + m) % 7);
    printf("%d %a\n", t, s);
  }
  return 0;
}
