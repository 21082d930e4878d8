/* MG 2-D V-cycle on one big array holding all levels: a region zeroes/scales the whole array, others work on level slices (pointer + ir[k] offset, array() clause), host norm between cycles */
#include <stdio.h>
#include <math.h>
#define LT 3
#define NTOT (18 * 18 + 10 * 10 + 6 * 6)
static double ubig[NTOT], rbig[NTOT], f[18 * 18];
static int mm[LT + 1], ir[LT + 1];

static void zero_all(int ntot, double *a)
{
  int i;
#pragma bbmm
  for (i = 0; i < ntot; i++) a[i] = 0.0;
}

static void resid(int n, double *u, double *v, double *r)
{
  int i, j;
#pragma bbmm array(u[n][n], v[n][n], r[n][n])
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      r[i * n + j] = v[i * n + j] - (4.0 * u[i * n + j] - u[(i - 1) * n + j] - u[(i + 1) * n + j] - u[i * n + j - 1] - u[i * n + j + 1]);
}

static void smooth(int n, double *u, double *r)
{
  int i, j;
#pragma bbmm array(u[n][n], r[n][n])
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      u[i * n + j] += 0.2 * r[i * n + j];
}

static void restr(int nf, double *rf, int nc, double *rc)
{
  int i, j;
#pragma bbmm array(rf[nf][nf], rc[nc][nc])
  for (i = 1; i < nc - 1; i++)
    for (j = 1; j < nc - 1; j++)
      rc[i * nc + j] = 0.5 * rf[(2 * i - 1) * nf + 2 * j - 1] + 0.125 * (rf[(2 * i - 2) * nf + 2 * j - 1] + rf[(2 * i) * nf + 2 * j - 1] + rf[(2 * i - 1) * nf + 2 * j - 2] + rf[(2 * i - 1) * nf + 2 * j]);
}

static void prolong(int nc, double *uc, int nf, double *uf)
{
  int i, j;
#pragma bbmm array(uc[nc][nc], uf[nf][nf])
  for (i = 1; i < nc - 1; i++)
    for (j = 1; j < nc - 1; j++) {
      uf[(2 * i - 1) * nf + 2 * j - 1] += uc[i * nc + j];
      uf[(2 * i) * nf + 2 * j - 1] += 0.5 * (uc[i * nc + j] + uc[(i + 1) * nc + j]);
      uf[(2 * i - 1) * nf + 2 * j] += 0.5 * (uc[i * nc + j] + uc[i * nc + j + 1]);
      uf[(2 * i) * nf + 2 * j] += 0.25 * (uc[i * nc + j] + uc[(i + 1) * nc + j] + uc[i * nc + j + 1] + uc[(i + 1) * nc + j + 1]);
    }
}

static void vcycle(int lt)
{
  int k;
  resid(mm[lt], ubig + ir[lt], f, rbig + ir[lt]);
  for (k = lt; k > 1; k--) {
    restr(mm[k], rbig + ir[k], mm[k - 1], rbig + ir[k - 1]);
  }
  smooth(mm[1], ubig + ir[1], rbig + ir[1]);
  for (k = 2; k <= lt; k++) {
    prolong(mm[k - 1], ubig + ir[k - 1], mm[k], ubig + ir[k]);
    smooth(mm[k], ubig + ir[k], rbig + ir[k]);
  }
}

int main(void)
{
  static const int tops[3] = { 6, 10, 18 };
  int c, i, k, it, lt, n, tot;
  for (c = 0; c < 3; c++) {
    n = tops[c];
    lt = c + 1;
    mm[lt] = n;
    for (k = lt - 1; k >= 1; k--) mm[k] = (mm[k + 1] - 2) / 2 + 2;
    ir[lt] = 0;
    for (k = lt - 1; k >= 1; k--) ir[k] = ir[k + 1] + mm[k + 1] * mm[k + 1];
    tot = ir[1] + mm[1] * mm[1];
    for (i = 0; i < NTOT; i++) { ubig[i] = 1.0; rbig[i] = 2.0; }
    zero_all(tot, ubig);
    zero_all(tot, rbig);
    for (i = 0; i < n * n; i++) f[i] = ((i * 13) % 17 == 3) ? 1.0 : 0.0;
    for (it = 0; it < 3; it++) {
      double s = 0.0;
      vcycle(lt);
      resid(n, ubig + ir[lt], f, rbig + ir[lt]);
      for (i = 0; i < n * n; i++) s += rbig[ir[lt] + i] * rbig[ir[lt] + i];
      printf("n %d it %d %a\n", n, it, sqrt(s));
    }
    for (i = 0; i < NTOT; i++) printf("%d %a %a\n", i, ubig[i], rbig[i]);
  }
  return 0;
}
