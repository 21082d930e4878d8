/* fdtd-like step function called from a time loop inside a #pragma bbmm data scope, host reads with update host between steps */
#include <stdio.h>
#define N 24
static double ex[N][N], ey[N][N], hz[N][N];
static void step(int t, int n)
{
  int i, j;
#pragma bbmm
  {
    for (j = 0; j < n; j++)
      ey[0][j] = t * 0.5;
    for (i = 1; i < n; i++)
      for (j = 0; j < n; j++)
        ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
    for (i = 0; i < n; i++)
      for (j = 1; j < n; j++)
        ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
    for (i = 0; i < n - 1; i++)
      for (j = 0; j < n - 1; j++)
        hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
  }
}
int main(void)
{
  int n, t, i, j;
  for (n = 0; n <= N; n += (n < 3 ? 1 : 7)) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { ex[i][j] = i * 0.25; ey[i][j] = j * 0.5; hz[i][j] = (i + j) % 3; }
#pragma bbmm data
    for (t = 0; t < 4; t++) {
      step(t, n);
#pragma bbmm update host(hz)
      printf("%d %d %a\n", n, t, hz[n / 2][n / 3]);
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a %a\n", ex[i][j], ey[i][j], hz[i][j]);
  }
  return 0;
}
