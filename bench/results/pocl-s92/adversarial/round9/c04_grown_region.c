/* a #pragma bbmm block of two independent siblings inside a plain time loop (the tool may grow the region over it), a dependent third nest */
#include <stdio.h>
#define N 32
static double x[N][N], y[N][N], z[N][N];
static void step(int n)
{
  int i, j;
#pragma bbmm
  {
    for (i = 1; i < n; i++)
      for (j = 0; j < n; j++)
        x[i][j] = 0.5 * (z[i - 1][j] + x[i][j]);
    for (i = 0; i < n; i++)
      for (j = 1; j < n; j++)
        y[i][j] = 0.5 * (z[i][j - 1] - y[i][j]);
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        z[i][j] = x[i][j] + y[i][j];
  }
}
int main(void)
{
  int n, t, i, j;
  for (n = 0; n <= N; n += (n < 3 ? 1 : 10)) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { x[i][j] = i; y[i][j] = j; z[i][j] = (i * j) % 3; }
    for (t = 0; t < 4; t++)
      step(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%d %a %a %a\n", n, x[i][j], y[i][j], z[i][j]);
  }
  return 0;
}
