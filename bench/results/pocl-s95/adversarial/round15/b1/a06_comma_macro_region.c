/* comma-expression macros (complex add/mul on double pairs) used as statements inside the region; dcomplex struct parameter read via .real/.imag */
#include <stdio.h>
typedef struct { double real, imag; } dcomplex;
#define CMUL(cr, ci, ar, ai, br, bi) (cr = (ar) * (br) - (ai) * (bi), ci = (ar) * (bi) + (ai) * (br))
#define CADD(cr, ci, ar, ai, br, bi) (cr = (ar) + (br), ci = (ai) + (bi))
#define N 20
static double xr[N], xi[N], yr[N], yi[N];

static void zaxpy(int n, dcomplex w)
{
  int i;
#pragma bbmm
  for (i = 0; i < n; i++) {
    double tr, ti;
    CMUL(tr, ti, w.real, w.imag, xr[i], xi[i]);
    CADD(yr[i], yi[i], yr[i], yi[i], tr, ti);
  }
}

int main(void)
{
  int ns[] = { 20, 0, 1, 2, 9, 13 };
  int t, i;
  for (t = 0; t < 6; t++) {
    dcomplex w;
    w.real = 0.5 + 0.125 * t; w.imag = -0.25 * t;
    for (i = 0; i < N; i++) {
      xr[i] = 0.0625 * i; xi[i] = 1.0 - 0.03125 * i;
      yr[i] = 1.0; yi[i] = -1.0;
    }
    zaxpy(ns[t], w);
    zaxpy(ns[t] / 2, w);
    for (i = 0; i < N; i++) printf("%a %a ", yr[i], yi[i]);
    printf("\n");
  }
  return 0;
}
