/* double and int scalars assigned at the top of each time step, read by both fused siblings (value and bound) */
#include <stdio.h>
#define N 32
static double u[N], v[N][N], f[N];
static void g(int steps, int n)
{
  int t, i, j, hi;
  double dt, w;
#pragma scop
  for (t = 0; t < steps; t++) {
    dt = 0.5 / (t + 1);
    w = 1.0 - dt;
    hi = n - t;
    for (i = 0; i < hi; i++)
      u[i] = w * u[i] + dt * f[i];
    for (i = 0; i < n; i++)
      for (j = t; j < n; j++)
        v[i][j] = v[i][j] * w - dt * f[j];
    for (i = 0; i < n; i++)
      f[i] = f[i] * 0.5 + 0.25 * (u[i] + v[i][i]);
  }
#pragma endscop
}
int main(void)
{
  int n, i, j;
  for (n = 0; n <= N; n += (n < 4 ? 1 : 9)) {
    for (i = 0; i < N; i++) { u[i] = i; f[i] = (i % 5) * 0.5; for (j = 0; j < N; j++) v[i][j] = i - j; }
    g(4, n);
    for (i = 0; i < N; i++) { printf("%d %a %a\n", n, u[i], f[i]); for (j = 0; j < N; j++) printf("%a ", v[i][j]); printf("\n"); }
  }
  return 0;
}
