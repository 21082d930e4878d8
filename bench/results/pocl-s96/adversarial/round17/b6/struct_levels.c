/* multigrid hierarchy as an array of level structs with malloc'ed member arrays (lev[k].u, lev[k].r, lev[k].n), smoothing and restriction regions take the members through pointer parameters with array() clauses */
#include <stdio.h>
#include <stdlib.h>
#define NL 3
struct level { int n; double *u, *r, *f; };
static struct level lev[NL];

static void smooth(int n, double *u, const double *f)
{
  int i, j;
#pragma bbmm array(u[n][n], f[n][n])
  for (i = 1; i < n - 1; i++)
    for (j = 1 + i % 2; j < n - 1; j += 2)
      u[i * n + j] = 0.25 * (u[(i - 1) * n + j] + u[(i + 1) * n + j] + u[i * n + j - 1] + u[i * n + j + 1] - f[i * n + j]);
}

static void residual(int n, const double *u, const double *f, double *r)
{
  int i, j;
#pragma bbmm array(u[n][n], f[n][n], r[n][n])
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      r[i * n + j] = f[i * n + j] - (u[(i - 1) * n + j] + u[(i + 1) * n + j] + u[i * n + j - 1] + u[i * n + j + 1] - 4.0 * u[i * n + j]);
}

static void inject(int nf, const double *rf, int nc, double *fc)
{
  int i, j;
#pragma bbmm array(rf[nf][nf], fc[nc][nc])
  for (i = 1; i < nc - 1; i++)
    for (j = 1; j < nc - 1; j++)
      fc[i * nc + j] = 4.0 * rf[(2 * i) * nf + 2 * j];
}

static void correct(int nc, const double *uc, int nf, double *uf)
{
  int i, j;
#pragma bbmm array(uc[nc][nc], uf[nf][nf])
  for (i = 1; i < nf - 1; i++)
    for (j = 1; j < nf - 1; j++)
      uf[i * nf + j] += uc[(i / 2) * nc + j / 2];
}

int main(void)
{
  static const int tops[3] = { 5, 9, 17 };
  int c, k, i, it;
  for (c = 0; c < 3; c++) {
    lev[0].n = tops[c];
    for (k = 1; k < NL; k++) lev[k].n = (lev[k - 1].n + 1) / 2;
    for (k = 0; k < NL; k++) {
      int m = lev[k].n * lev[k].n;
      lev[k].u = calloc(m, sizeof(double));
      lev[k].r = calloc(m, sizeof(double));
      lev[k].f = calloc(m, sizeof(double));
    }
    for (i = 0; i < lev[0].n * lev[0].n; i++) lev[0].f[i] = ((i * 5) % 7 == 2) ? -1.0 : 0.0;
    for (it = 0; it < 3; it++) {
      double s = 0.0;
      for (k = 0; k < NL - 1; k++) {
        smooth(lev[k].n, lev[k].u, lev[k].f);
        residual(lev[k].n, lev[k].u, lev[k].f, lev[k].r);
        inject(lev[k].n, lev[k].r, lev[k + 1].n, lev[k + 1].f);
        for (i = 0; i < lev[k + 1].n * lev[k + 1].n; i++) lev[k + 1].u[i] = 0.0;
      }
      smooth(lev[NL - 1].n, lev[NL - 1].u, lev[NL - 1].f);
      for (k = NL - 2; k >= 0; k--) {
        correct(lev[k + 1].n, lev[k + 1].u, lev[k].n, lev[k].u);
        smooth(lev[k].n, lev[k].u, lev[k].f);
      }
      residual(lev[0].n, lev[0].u, lev[0].f, lev[0].r);
      for (i = 0; i < lev[0].n * lev[0].n; i++) s += lev[0].r[i] * lev[0].r[i];
      printf("n %d it %d %a\n", lev[0].n, it, s);
    }
    for (k = 0; k < NL; k++) {
      for (i = 0; i < lev[k].n * lev[k].n; i++) printf("%a %a\n", lev[k].u[i], lev[k].r[i]);
      free(lev[k].u); free(lev[k].r); free(lev[k].f);
    }
  }
  return 0;
}
