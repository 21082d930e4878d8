/* Euler 1-D: region computes max wave speed (fmax reduction) and fluxes; host computes dt = cfl*dx/smax between regions; second region updates with dt/dx */
#include <stdio.h>
#include <math.h>
#define N 32
static double rho[N], mom[N], en[N], F0[N], F1[N], F2[N];

static double wave_speed(int n)
{
  int i;
  double smax = 0.0, u, p, c;
#pragma bbmm
  for (i = 0; i < n; i++) {
    u = mom[i] / rho[i];
    p = 0.4 * (en[i] - 0.5 * rho[i] * u * u);
    c = sqrt(1.4 * p / rho[i]);
    smax = fmax(smax, fabs(u) + c);
  }
  return smax;
}

static void update(int n, double dtdx)
{
  int i;
  double u, p;
#pragma bbmm
  {
    for (i = 0; i < n; i++) {
      u = mom[i] / rho[i];
      p = 0.4 * (en[i] - 0.5 * rho[i] * u * u);
      F0[i] = mom[i];
      F1[i] = mom[i] * u + p;
      F2[i] = (en[i] + p) * u;
    }
    for (i = 1; i < n - 1; i++) {
      rho[i] = 0.5 * (rho[i - 1] + rho[i + 1]) - 0.5 * dtdx * (F0[i + 1] - F0[i - 1]);
      mom[i] = 0.5 * (mom[i - 1] + mom[i + 1]) - 0.5 * dtdx * (F1[i + 1] - F1[i - 1]);
      en[i] = 0.5 * (en[i - 1] + en[i + 1]) - 0.5 * dtdx * (F2[i + 1] - F2[i - 1]);
    }
  }
}

int main(void)
{
  int i, c, t;
  static const int sz[4] = { 1, 2, 9, 32 };
  for (c = 0; c < 4; c++) {
    int n = sz[c];
    double dx = 1.0 / n;
    for (i = 0; i < N; i++) { rho[i] = i < n / 2 ? 1.0 : 0.125; mom[i] = 0.0; en[i] = (i < n / 2 ? 1.0 : 0.1) / 0.4; F0[i] = F1[i] = F2[i] = 0.0; }
    for (t = 0; t < 3; t++) {
      double smax = wave_speed(n), dt = 0.5 * dx / smax;
      printf("smax %a dt %a\n", smax, dt);
      update(n, dt / dx);
    }
    for (i = 0; i < N; i++) printf("%a %a %a\n", rho[i], mom[i], en[i]);
  }
  return 0;
}
