/* CG 1-D with file-scope scalars rho, pq, alpha, beta written by regions (reductions and scalar statements inside regions) and read by later regions and by the host */
#include <stdio.h>
#define N 50
static double x[N], r[N], p[N], q[N];
static double rho, rho_old, pq, alpha, beta;

static void matvec(int n)
{
  int i;
#pragma bbmm
  for (i = 0; i < n; i++)
    q[i] = 2.5 * p[i] - (i > 0 ? p[i - 1] : 0.0) - (i < n - 1 ? p[i + 1] : 0.0);
}

static void dots_alpha(int n)
{
  int i;
#pragma bbmm
  {
    pq = 0.0;
    for (i = 0; i < n; i++) pq += p[i] * q[i];
    alpha = rho / pq;
  }
}

static void update_rho(int n)
{
  int i;
#pragma bbmm
  {
    for (i = 0; i < n; i++) { x[i] += alpha * p[i]; r[i] -= alpha * q[i]; }
    rho_old = rho;
    rho = 0.0;
    for (i = 0; i < n; i++) rho += r[i] * r[i];
    beta = rho / rho_old;
    for (i = 0; i < n; i++) p[i] = r[i] + beta * p[i];
  }
}

int main(void)
{
  static const int sz[5] = { 1, 2, 3, 11, 50 };
  int c, i, it;
  for (c = 0; c < 5; c++) {
    int n = sz[c];
    for (i = 0; i < N; i++) { x[i] = 0.0; r[i] = (i % 3 == 0) ? 1.0 : 0.5; p[i] = r[i]; q[i] = 0.0; }
    rho = 0.0;
    for (i = 0; i < n; i++) rho += r[i] * r[i];
    for (it = 0; it < 6 && rho > 1e-20; it++) {
      matvec(n);
      dots_alpha(n);
      update_rho(n);
      printf("n %d it %d rho %a alpha %a beta %a pq %a\n", n, it, rho, alpha, beta, pq);
    }
    for (i = 0; i < n; i++) printf("%a %a\n", x[i], r[i]);
  }
  return 0;
}
