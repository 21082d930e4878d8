/* MUSCL advection with minmod limiter helper (scalar function with ifs), flux array then conservative update, fmax/fmin CFL in values */
#include <stdio.h>
#include <math.h>
#define N 40
static double q[N + 4], qn[N + 4], flux[N + 4], slope[N + 4];

static double minmod(double a, double b)
{
  if (a * b <= 0.0) return 0.0;
  if (fabs(a) < fabs(b)) return a;
  return b;
}

static void step(int n, double c)
{
  int i;
#pragma bbmm
  {
    for (i = 1; i < n + 3; i++)
      slope[i] = minmod(q[i] - q[i - 1], q[i + 1] - q[i]);
    for (i = 1; i < n + 2; i++)
      flux[i] = c * (q[i] + 0.5 * (1.0 - c) * slope[i]);
    for (i = 2; i < n + 2; i++)
      qn[i] = q[i] - (flux[i] - flux[i - 1]);
    for (i = 2; i < n + 2; i++)
      q[i] = fmin(fmax(qn[i], 0.0), 1.0);
  }
}

int main(void)
{
  int i, c, t;
  static const int sz[4] = { 0, 1, 13, 40 };
  for (c = 0; c < 4; c++) {
    for (i = 0; i < N + 4; i++) { q[i] = (i > 5 && i < 15) ? 1.0 : 0.0; qn[i] = flux[i] = slope[i] = 0.0; }
    for (t = 0; t < 3; t++) step(sz[c], 0.4);
    for (i = 0; i < N + 4; i++) printf("%a %a %a\n", q[i], flux[i], slope[i]);
  }
  return 0;
}
