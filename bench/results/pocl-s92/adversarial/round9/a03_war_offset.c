/* two 1-D siblings in a time loop: first reads x[i+1], second writes x[i] (anti-dependence at distance 1) */
#include <stdio.h>
#define N 40
static double x[N + 1], y[N], z[N];
static void run(int steps, int n)
{
  int t, i;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n; i++)
      y[i] = 0.5 * x[i + 1] + z[i];
    for (i = 0; i < n; i++)
      x[i] = x[i] * 0.75 + 0.125 * t;
    for (i = 1; i < n; i++)
      z[i] = y[i - 1] - z[i];
  }
#pragma endscop
}
int main(void)
{
  int n, i;
  for (n = 0; n <= N; n += (n < 3 ? 1 : 9)) {
    for (i = 0; i <= N; i++) x[i] = i * 0.125;
    for (i = 0; i < N; i++) { y[i] = 0; z[i] = (i % 4) * 0.5; }
    run(3, n);
    for (i = 0; i < N; i++) printf("%d %a %a %a\n", n, x[i], y[i], z[i]);
  }
  return 0;
}
