/* 1-D heat, 200 steps, host sets left boundary every step and right boundary every 7th step, host max-norm every 10 steps */
#include <stdio.h>
#include <math.h>
#define N 24
static double u[N], un[N];

static void step(int n)
{
  int i;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    un[i] = u[i] + 0.25 * (u[i - 1] - 2.0 * u[i] + u[i + 1]);
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    u[i] = un[i];
}

int main(void)
{
  static const int sz[6] = { 0, 1, 2, 3, 17, 24 };
  int c, i, t;
  for (c = 0; c < 6; c++) {
    int n = sz[c];
    for (i = 0; i < N; i++) { u[i] = 0.0; un[i] = 0.0; }
    for (t = 0; t < 200; t++) {
      if (n > 0) u[0] = 1.0 + 0.001 * t;
      if (n > 1 && t % 7 == 3) u[n - 1] = -0.5 + 0.002 * t;
      step(n);
      if (t % 10 == 9) {
        double m = 0.0;
        for (i = 0; i < n; i++) if (fabs(u[i]) > m) m = fabs(u[i]);
        printf("n=%d t=%d max=%a\n", n, t, m);
      }
    }
    for (i = 0; i < n; i++) printf("%a\n", u[i]);
  }
  return 0;
}
