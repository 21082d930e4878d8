/* explicit reaction-diffusion with an expanding active front: region bounds depend on the time step (hi = min(n-1, 2 + t)), host records the front position found by a device scan each step */
#include <stdio.h>
#define N 40
static double c[N], cn[N], rate[N];

static int front(int n)
{
  int i, pos = 0;
#pragma bbmm
  for (i = 0; i < n; i++)
    if (c[i] > 0.1) pos = i;
  return pos;
}

static void step(int n, int t, double dt)
{
  int i, hi = (2 + t < n - 1) ? 2 + t : n - 1;
#pragma bbmm
  for (i = 1; i < hi; i++)
    cn[i] = c[i] + dt * (c[i - 1] - 2.0 * c[i] + c[i + 1]) + dt * rate[i] * c[i] * (1.0 - c[i]);
#pragma bbmm
  for (i = 1; i < hi; i++)
    c[i] = cn[i];
}

int main(void)
{
  static const int sz[5] = { 1, 2, 3, 11, 40 };
  int s, i, t;
  for (s = 0; s < 5; s++) {
    int n = sz[s];
    for (i = 0; i < N; i++) { c[i] = 0.0; cn[i] = -1.0; rate[i] = 0.5 + 0.125 * (i % 4); }
    c[0] = 1.0;
    for (t = 0; t < 30; t++) {
      step(n, t, 0.3);
      if (t % 5 == 0) printf("t %d front %d\n", t, front(n));
    }
    for (i = 0; i < n; i++) printf("%a %a\n", c[i], cn[i]);
  }
  return 0;
}
