/* whole CG iteration loop inside one region: matvec, dot products into scalars, alpha/beta computed between nests inside the region, axpys; guarded division instead of break */
#include <stdio.h>
#define N 24
static double x[N][N], r[N][N], p[N][N], q[N][N], b[N][N];

static double cg(int n, int niter)
{
  int it, i, j;
  double rho, rho0, pq, alpha, beta;
#pragma bbmm
  {
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++) { x[i][j] = 0.0; r[i][j] = b[i][j]; p[i][j] = b[i][j]; }
    rho = 0.0;
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        rho += r[i][j] * r[i][j];
    for (it = 0; it < niter; it++) {
      for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
          q[i][j] = 4.0 * p[i][j] - (i > 0 ? p[i - 1][j] : 0.0) - (i < n - 1 ? p[i + 1][j] : 0.0)
                  - (j > 0 ? p[i][j - 1] : 0.0) - (j < n - 1 ? p[i][j + 1] : 0.0);
      pq = 0.0;
      for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
          pq += p[i][j] * q[i][j];
      alpha = pq != 0.0 ? rho / pq : 0.0;
      for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
          x[i][j] += alpha * p[i][j];
          r[i][j] -= alpha * q[i][j];
        }
      rho0 = rho;
      rho = 0.0;
      for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
          rho += r[i][j] * r[i][j];
      beta = rho0 != 0.0 ? rho / rho0 : 0.0;
      for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
          p[i][j] = r[i][j] + beta * p[i][j];
    }
  }
  return rho;
}

int main(void)
{
  static const int sz[6] = { 0, 1, 2, 3, 10, 24 };
  int c, i, j;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) b[i][j] = 0.125 * ((i * 5 + j * 3) % 7) - 0.25;
  for (c = 0; c < 6; c++) {
    int n = sz[c];
    double rho = cg(n, 6);
    printf("n %d rho %a\n", n, rho);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a %a\n", x[i][j], r[i][j], p[i][j]);
  }
  return 0;
}
