/* CG iterations on a small dense SPD matrix: q = A p, d = p.q, alpha = rho/d, z += alpha p, r -= alpha q, rho = r.r; host beta between regions */
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#define N 20
static double A[N][N], x[N], z[N], p[N], q[N], r[N];

static double cg(int n, int iters)
{
  int i, j, it;
  double rho, rho0, d, alpha, beta, sum, rnorm;
#pragma bbmm
  for (j = 0; j < n; j++) {
    q[j] = 0.0; z[j] = 0.0; r[j] = x[j]; p[j] = r[j];
  }
  rho = 0.0;
#pragma bbmm
  for (j = 0; j < n; j++) rho = rho + r[j] * r[j];
  for (it = 0; it < iters; it++) {
#pragma bbmm
    for (j = 0; j < n; j++) {
      sum = 0.0;
      for (i = 0; i < n; i++) sum = sum + A[j][i] * p[i];
      q[j] = sum;
    }
    d = 0.0;
#pragma bbmm
    for (j = 0; j < n; j++) d = d + p[j] * q[j];
    alpha = d != 0.0 ? rho / d : 0.0;
    rho0 = rho;
    rho = 0.0;
#pragma bbmm
    {
      for (j = 0; j < n; j++) {
        z[j] = z[j] + alpha * p[j];
        r[j] = r[j] - alpha * q[j];
      }
      for (j = 0; j < n; j++) rho = rho + r[j] * r[j];
    }
    beta = rho0 != 0.0 ? rho / rho0 : 0.0;
#pragma bbmm
    for (j = 0; j < n; j++) p[j] = r[j] + beta * p[j];
  }
  sum = 0.0;
#pragma bbmm
  for (j = 0; j < n; j++) {
    d = 0.0;
    for (i = 0; i < n; i++) d = d + A[j][i] * z[i];
    sum = sum + (x[j] - d) * (x[j] - d);
  }
  rnorm = sqrt(sum);
  return rnorm;
}

int main(void)
{
  int i, j, t;
  static const int sz[5] = { 0, 1, 2, 7, 20 };
  for (i = 0; i < N; i++) {
    for (j = 0; j < N; j++) A[i][j] = (i == j) ? 4.0 + i % 3 : (abs(i - j) == 1 ? -1.0 : ((i + j) % 9 == 0 ? 0.125 : 0.0));
    x[i] = 1.0 + 0.25 * (i % 4);
  }
  for (t = 0; t < 5; t++) {
    double rn = cg(sz[t], 3 + t);
    printf("n=%d rnorm %a z0 %a\n", sz[t], rn, z[0]);
    for (i = 0; i < N; i++) printf("%a %a %a\n", z[i], r[i], p[i]);
  }
  return 0;
}
