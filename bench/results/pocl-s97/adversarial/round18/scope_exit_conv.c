/* explicit scope, host max-diff every 3rd step via update host, exit(0) from inside the scope on convergence; atexit prints */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define N 14
static double p[N][N], q[N][N];
static int n = 14;

static void dump(void)
{
  int i, j;
  for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a\n", p[i][j], q[i][j]);
}

int main(void)
{
  int i, j, t;
  atexit(dump);
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { p[i][j] = (i == 0) ? 1.0 : 0.0; q[i][j] = p[i][j]; }
#pragma bbmm data(p, q)
  for (t = 0; t < 3000; t++) {
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        q[i][j] = 0.25 * (p[i - 1][j] + p[i + 1][j] + p[i][j - 1] + p[i][j + 1]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        p[i][j] = q[i][j] + 0.0 * p[i][j];
    if (t % 3 == 2) {
      double d = 0.0;
#pragma bbmm update host(p)
      for (i = 1; i < n - 1; i++) d += p[i][n / 2];
      if (t > 60 && d > 0.2) { printf("exit t=%d d=%a\n", t, d); exit(0); }
    }
  }
  printf("no exit\n");
  return 0;
}
