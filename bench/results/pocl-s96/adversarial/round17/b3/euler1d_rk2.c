/* 1-D Euler (rho, mom, E) with Rusanov fluxes and RK2 stages: stage copy, flux, update regions; dt from a device max wave-speed (sqrt) computed each step; transmissive ghost cells set on host */
#include <stdio.h>
#include <math.h>
#define NC 48
#define G 1.4
static double q[NC + 2][3], q0[NC + 2][3], fl[NC + 1][3], sp[NC + 2];

static double wavespeed(int n)
{
  int i;
  double smax = 0.0, rho, u, p, c;
#pragma bbmm
  for (i = 0; i < n + 2; i++) {
    rho = q[i][0];
    u = q[i][1] / rho;
    p = (G - 1.0) * (q[i][2] - 0.5 * rho * u * u);
    c = sqrt(G * p / rho);
    sp[i] = fabs(u) + c;
  }
#pragma bbmm
  for (i = 0; i < n + 2; i++)
    smax = fmax(smax, sp[i]);
  return smax;
}

static void flux(int n)
{
  int i, m;
  double rl, ul, pl, rr, ur, pr, fl_l[3], fl_r[3], a;
#pragma bbmm
  for (i = 0; i <= n; i++) {
    rl = q[i][0]; ul = q[i][1] / rl; pl = (G - 1.0) * (q[i][2] - 0.5 * rl * ul * ul);
    rr = q[i + 1][0]; ur = q[i + 1][1] / rr; pr = (G - 1.0) * (q[i + 1][2] - 0.5 * rr * ur * ur);
    fl_l[0] = q[i][1]; fl_l[1] = q[i][1] * ul + pl; fl_l[2] = (q[i][2] + pl) * ul;
    fl_r[0] = q[i + 1][1]; fl_r[1] = q[i + 1][1] * ur + pr; fl_r[2] = (q[i + 1][2] + pr) * ur;
    a = sp[i] > sp[i + 1] ? sp[i] : sp[i + 1];
    for (m = 0; m < 3; m++)
      fl[i][m] = 0.5 * (fl_l[m] + fl_r[m]) - 0.5 * a * (q[i + 1][m] - q[i][m]);
  }
}

static void update(int n, double dtdx, double w0, double w1)
{
  int i, m;
#pragma bbmm
  for (i = 1; i <= n; i++)
    for (m = 0; m < 3; m++)
      q[i][m] = w0 * q0[i][m] + w1 * (q[i][m] - dtdx * (fl[i][m] - fl[i - 1][m]));
}

static void save(int n)
{
  int i, m;
#pragma bbmm
  for (i = 0; i < n + 2; i++)
    for (m = 0; m < 3; m++)
      q0[i][m] = q[i][m];
}

int main(void)
{
  static const int sz[4] = { 1, 2, 7, 48 };
  int c, i, t, m;
  for (c = 0; c < 4; c++) {
    int n = sz[c];
    double dx = 1.0 / (n > 0 ? n : 1), dt, smax;
    for (i = 0; i < NC + 2; i++) {
      double rho = (i <= n / 2) ? 1.0 : 0.125, p = (i <= n / 2) ? 1.0 : 0.1;
      q[i][0] = rho; q[i][1] = 0.0; q[i][2] = p / (G - 1.0);
      sp[i] = 0.0;
      for (m = 0; m < 3; m++) q0[i][m] = 0.0;
    }
    for (t = 0; t < 5; t++) {
      for (m = 0; m < 3; m++) { q[0][m] = q[1][m]; q[n + 1][m] = q[n][m]; }
      smax = wavespeed(n);
      dt = 0.4 * dx / smax;
      save(n);
      flux(n);
      update(n, dt / dx, 0.0, 1.0);
      for (m = 0; m < 3; m++) { q[0][m] = q[1][m]; q[n + 1][m] = q[n][m]; }
      wavespeed(n);
      flux(n);
      update(n, dt / dx, 0.5, 0.5);
      printf("t %d smax %a dt %a\n", t, smax, dt);
    }
    for (i = 0; i < n + 2; i++) printf("%a %a %a\n", q[i][0], q[i][1], q[i][2]);
  }
  return 0;
}
