/* explicit scope: every step update host(u), host computes max speed -> dt scalar passed to the next region (CFL) */
#include <stdio.h>
#include <math.h>
#define N 24
static double u[N], f[N];

static void advance(int n, double dt)
{
  int i;
#pragma bbmm
  {
    for (i = 1; i < n; i++)
      f[i] = 0.5 * (u[i] * u[i] + u[i - 1] * u[i - 1]);
    for (i = 1; i < n - 1; i++)
      u[i] = u[i] - dt * (f[i + 1] - f[i]);
  }
}

int main(void)
{
  static const int sz[4] = { 2, 3, 13, 24 };
  int c, i, t;
  for (c = 0; c < 4; c++) {
    int n = sz[c];
    double time = 0.0;
    for (i = 0; i < N; i++) { u[i] = 1.0 + 0.5 * sin(0.3 * i); f[i] = 0.0; }
#pragma bbmm data(u, f)
    for (t = 0; t < 90; t++) {
      double m = 0.0, dt;
#pragma bbmm update host(u)
      for (i = 0; i < n; i++) if (fabs(u[i]) > m) m = fabs(u[i]);
      dt = 0.4 / (m + 1.0);
      time += dt;
      advance(n, dt);
    }
    printf("n=%d time=%a\n", n, time);
    for (i = 0; i < n; i++) printf("%a %a\n", u[i], f[i]);
  }
  return 0;
}
