/* CG matrix-free 2-D 5-point Laplacian with variable coefficient: matvec/dot/axpy as separate regions, rho/alpha/beta on host, convergence break */
#include <stdio.h>
#include <math.h>
#define NMAX 20
#define ID(i,j) ((i) * NMAX + (j))
static double x[NMAX * NMAX], r[NMAX * NMAX], p[NMAX * NMAX], q[NMAX * NMAX], b[NMAX * NMAX], kap[NMAX * NMAX];

static void matvec(int n, const double *in, double *out)
{
  int i, j;
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      double s = (4.0 + kap[ID(i, j)]) * in[ID(i, j)];
      if (i > 0) s -= in[ID(i - 1, j)];
      if (i < n - 1) s -= in[ID(i + 1, j)];
      if (j > 0) s -= in[ID(i, j - 1)];
      if (j < n - 1) s -= in[ID(i, j + 1)];
      out[ID(i, j)] = s;
    }
}

static double dot(int n, const double *a, const double *c)
{
  int i, j;
  double s = 0.0;
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      s += a[ID(i, j)] * c[ID(i, j)];
  return s;
}

static void axpy(int n, double al, const double *xx, double *yy)
{
  int i, j;
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      yy[ID(i, j)] = yy[ID(i, j)] + al * xx[ID(i, j)];
}

static void xpay(int n, const double *xx, double be, double *yy)
{
  int i, j;
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      yy[ID(i, j)] = xx[ID(i, j)] + be * yy[ID(i, j)];
}

static int cg(int n, int maxit)
{
  int it, i, j;
  double rho, rho0, alpha, beta, pq;
  for (i = 0; i < n; i++) for (j = 0; j < n; j++) { x[ID(i, j)] = 0.0; r[ID(i, j)] = b[ID(i, j)]; p[ID(i, j)] = b[ID(i, j)]; }
  rho = dot(n, r, r);
  for (it = 0; it < maxit; it++) {
    matvec(n, p, q);
    pq = dot(n, p, q);
    if (pq == 0.0) break;
    alpha = rho / pq;
    axpy(n, alpha, p, x);
    axpy(n, -alpha, q, r);
    rho0 = rho;
    rho = dot(n, r, r);
    printf("  it %d rho %a\n", it, rho);
    if (sqrt(rho) < 1e-10) break;
    beta = rho / rho0;
    xpay(n, r, beta, p);
  }
  return it;
}

int main(void)
{
  static const int sizes[6] = { 0, 1, 2, 5, 9, 20 };
  int c, i, j, n, it;
  for (i = 0; i < NMAX * NMAX; i++) { kap[i] = 0.25 * (i % 5); b[i] = ((i * 7) % 13) * 0.125 - 0.5; q[i] = 0.0; }
  for (c = 0; c < 6; c++) {
    n = sizes[c];
    it = cg(n, 8);
    printf("n=%d it=%d\n", n, it);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a\n", x[ID(i, j)], r[ID(i, j)]);
  }
  return 0;
}
