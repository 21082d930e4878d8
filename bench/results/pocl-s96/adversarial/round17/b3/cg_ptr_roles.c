/* CG 2-D Poisson where the matvec/axpy helpers get their arrays through pointer variables whose roles rotate between calls (r/rnew swap), plus a host-side exact-solution error check each iteration */
#include <stdio.h>
#include <math.h>
#define N 12
static double X[N][N], R1[N][N], R2[N][N], P[N][N], Q[N][N], B[N][N];

static void lap(int n, double (*in)[N], double (*out)[N])
{
  int i, j;
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      out[i][j] = 4.0 * in[i][j] - (i > 0 ? in[i - 1][j] : 0.0) - (i < n - 1 ? in[i + 1][j] : 0.0) - (j > 0 ? in[i][j - 1] : 0.0) - (j < n - 1 ? in[i][j + 1] : 0.0);
}

static double dotp(int n, double (*a)[N], double (*b)[N])
{
  int i, j;
  double s = 0.0;
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      s += a[i][j] * b[i][j];
  return s;
}

static void axpby(int n, double al, double (*x)[N], double be, double (*y)[N], double (*out)[N])
{
  int i, j;
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      out[i][j] = al * x[i][j] + be * y[i][j];
}

int main(void)
{
  static const int sz[4] = { 1, 2, 5, 12 };
  int c, i, j, it;
  for (c = 0; c < 4; c++) {
    int n = sz[c];
    double (*r)[N] = R1, (*rn)[N] = R2, (*t)[N];
    double rho, alpha, beta, rhon;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { X[i][j] = 0.0; B[i][j] = ((i + j) % 3 == 0) ? 1.0 : -0.5; R1[i][j] = B[i][j]; R2[i][j] = 0.0; P[i][j] = B[i][j]; Q[i][j] = 0.0; }
    rho = dotp(n, r, r);
    for (it = 0; it < 10 && rho > 1e-24; it++) {
      lap(n, P, Q);
      alpha = rho / dotp(n, P, Q);
      axpby(n, 1.0, X, alpha, P, X);
      axpby(n, 1.0, r, -alpha, Q, rn);
      rhon = dotp(n, rn, rn);
      beta = rhon / rho;
      axpby(n, 1.0, rn, beta, P, P);
      t = r; r = rn; rn = t;
      rho = rhon;
      printf("n %d it %d rho %a x00 %a\n", n, it, rho, X[0][0]);
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a %a\n", X[i][j], R1[i][j], R2[i][j]);
  }
  return 0;
}
