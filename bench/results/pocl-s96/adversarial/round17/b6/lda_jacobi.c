/* BLAS-style leading dimension: Jacobi sweeps on a[i*lda + j] with lda > n passed separately, array(u[n][lda]) clauses, ping-pong by swapping pointer arguments, host checksum */
#include <stdio.h>
#define LDA 20
static double A[LDA * LDA], B[LDA * LDA], F[LDA * LDA];

static void jac(int n, int lda, const double *u, double *v, const double *f)
{
  int i, j;
#pragma bbmm array(u[n][lda], v[n][lda], f[n][lda])
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      v[i * lda + j] = 0.25 * (u[(i - 1) * lda + j] + u[(i + 1) * lda + j] + u[i * lda + j - 1] + u[i * lda + j + 1] - f[i * lda + j]);
}

int main(void)
{
  static const int sz[4] = { 2, 3, 7, 20 };
  int c, i, t;
  for (c = 0; c < 4; c++) {
    int n = sz[c];
    for (i = 0; i < LDA * LDA; i++) { A[i] = (i % LDA == 0) ? 1.0 : 0.0; B[i] = A[i]; F[i] = ((i * 3) % 11 == 0) ? 0.25 : 0.0; }
    for (t = 0; t < 6; t++) {
      double s = 0.0;
      if (t % 2 == 0) jac(n, LDA, A, B, F); else jac(n, LDA, B, A, F);
      for (i = 0; i < LDA * LDA; i++) s += A[i] - B[i];
      printf("t %d %a\n", t, s);
    }
    for (i = 0; i < LDA * LDA; i++) printf("%a %a\n", A[i], B[i]);
  }
  return 0;
}
