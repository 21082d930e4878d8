/* a global scalar coefficient changed by the host each step through a pointer; the region reads it as a value; auto scope over the time loop */
#include <stdio.h>
#define N 20
static double u[N], v[N];
static double g_nu = 0.1;

static void set_nu(double *p, int t) { *p = 0.05 + 0.01 * (double)(t % 4); }

int main(void)
{
  int n, i, t;
  for (n = 1; n <= N; n += 6) {
    for (i = 0; i < N; i++) { u[i] = (double)(i * i % 7); v[i] = 0.0; }
    for (t = 0; t < 100; t++) {
      set_nu(&g_nu, t);
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        v[i] = u[i] + g_nu * (u[i - 1] - 2.0 * u[i] + u[i + 1]);
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        u[i] = v[i];
    }
    for (i = 0; i < n; i++) printf("%a %a\n", u[i], v[i]);
  }
  return 0;
}
