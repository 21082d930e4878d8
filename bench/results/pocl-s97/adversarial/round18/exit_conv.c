/* time loop inside main: host computes L1 change every step and calls exit() after printing when converged */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define N 12
static double p[N][N], q[N][N];

int main(void)
{
  int n = 12, i, j, t;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { p[i][j] = (j == N - 1) ? 2.0 : 0.0; q[i][j] = p[i][j]; }
  for (t = 0; t < 1000; t++) {
    double d = 0.0;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        q[i][j] = 0.25 * (p[i - 1][j] + p[i + 1][j] + p[i][j - 1] + p[i][j + 1]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        p[i][j] = q[i][j];
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) d += fabs(p[i][j] - q[i][j]);
    if (t % 25 == 0) printf("t=%d\n", t);
    if (t > 30 && fabs(p[n / 2][n / 2] - q[n / 2][n / 2]) < 1e-300) {
      printf("conv t=%d d=%a\n", t, d);
      for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", p[i][j]);
      exit(0);
    }
    if (t == 250) {
      printf("stop t=%d d=%a\n", t, d);
      for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", p[i][j]);
      exit(3);
    }
  }
  return 0;
}
