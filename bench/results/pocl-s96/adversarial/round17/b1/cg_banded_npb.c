/* NPB CG-style conj_grad with banded matrix a[N][7], band terms written out with BAND macro and guards, 25 inner iterations, host rho/alpha/beta, outer power iteration with zeta and x normalization */
#include <stdio.h>
#include <math.h>
#define NA 40
#define NB 7
#define BAND(v,i,k,o) ((i) + (o) >= 0 && (i) + (o) < n ? a[i][k] * v[(i) + (o)] : 0.0)
static double a[NA][NB], x[NA], z[NA], p[NA], q[NA], r[NA];
static const int off[NB] = { -6, -3, -1, 0, 1, 3, 6 };

static double conj_grad(int n, double *rnorm)
{
  int cgit, i, k;
  double d, sum, rho, rho0, alpha, beta;
#pragma bbmm
  for (i = 0; i < n; i++) { q[i] = 0.0; z[i] = 0.0; r[i] = x[i]; p[i] = r[i]; }
  rho = 0.0;
#pragma bbmm
  for (i = 0; i < n; i++) rho = rho + r[i] * r[i];
  for (cgit = 1; cgit <= 25; cgit++) {
#pragma bbmm
    for (i = 0; i < n; i++) {
      sum = 0.0;
      sum = sum + BAND(p, i, 0, -6);
      sum = sum + BAND(p, i, 1, -3);
      sum = sum + BAND(p, i, 2, -1);
      sum = sum + BAND(p, i, 3, 0);
      sum = sum + BAND(p, i, 4, 1);
      sum = sum + BAND(p, i, 5, 3);
      sum = sum + BAND(p, i, 6, 6);
      q[i] = sum;
    }
    d = 0.0;
#pragma bbmm
    for (i = 0; i < n; i++) d = d + p[i] * q[i];
    alpha = rho / d;
    rho0 = rho;
#pragma bbmm
    for (i = 0; i < n; i++) { z[i] = z[i] + alpha * p[i]; r[i] = r[i] - alpha * q[i]; }
    rho = 0.0;
#pragma bbmm
    for (i = 0; i < n; i++) rho = rho + r[i] * r[i];
    beta = rho / rho0;
#pragma bbmm
    for (i = 0; i < n; i++) p[i] = r[i] + beta * p[i];
  }
#pragma bbmm
  for (i = 0; i < n; i++) {
    d = BAND(z, i, 0, -6) + BAND(z, i, 1, -3) + BAND(z, i, 2, -1) + BAND(z, i, 3, 0) + BAND(z, i, 4, 1) + BAND(z, i, 5, 3) + BAND(z, i, 6, 6);
    r[i] = d;
  }
  sum = 0.0;
  for (i = 0; i < n; i++) { d = x[i] - r[i]; sum = sum + d * d; }
  *rnorm = sqrt(sum);
  return rho;
}

int main(void)
{
  static const int sizes[4] = { 1, 7, 13, 40 };
  int c, i, k, it;
  for (c = 0; c < 4; c++) {
    int n = sizes[c];
    double rnorm, zeta = 0.0, t1, t2, rho;
    for (i = 0; i < NA; i++) {
      for (k = 0; k < NB; k++) a[i][k] = (off[k] == 0) ? 8.0 + 0.25 * (i % 3) : -0.5 - 0.125 * ((i + k) % 4);
      x[i] = 1.0;
    }
    /* symmetrize */
    for (i = 0; i < NA; i++) for (k = 0; k < NB; k++) if (i + off[k] >= 0 && i + off[k] < NA && off[k] > 0) a[i + off[k]][NB - 1 - k] = a[i][k];
    for (it = 1; it <= 4; it++) {
      rho = conj_grad(n, &rnorm);
      t1 = 0.0; t2 = 0.0;
      for (i = 0; i < n; i++) { t1 = t1 + x[i] * z[i]; t2 = t2 + z[i] * z[i]; }
      t2 = 1.0 / sqrt(t2);
      zeta = 10.0 + 1.0 / t1;
      printf("n %d it %d rnorm %a zeta %a rho %a\n", n, it, rnorm, zeta, rho);
      for (i = 0; i < n; i++) x[i] = t2 * z[i];
    }
    for (i = 0; i < n; i++) printf("%a %a\n", x[i], r[i]);
  }
  return 0;
}
