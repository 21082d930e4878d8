/* FT-style: arrays of dcomplex structs with cmul-by-scalar via comma macro on elements (x[i].real = ..., x[i].imag = ...) */
#include <stdio.h>
typedef struct { double real, imag; } dcomplex;
#define crmul(c, a, b) ((c).real = (a).real * (b), (c).imag = (a).imag * (b))
#define N 16
static dcomplex x[N], y[N];
static double ex[N];

static void evolve(int n)
{
  int i;
#pragma bbmm
  for (i = 0; i < n; i++)
    crmul(y[i], x[i], ex[i]);
}

int main(void)
{
  int i;
  for (i = 0; i < N; i++) { x[i].real = 0.5 * i; x[i].imag = 1.0 - 0.25 * i; ex[i] = 1.0 / (1 + i); y[i].real = y[i].imag = 0.0; }
  evolve(N);
  evolve(3);
  for (i = 0; i < N; i++) printf("%a %a\n", y[i].real, y[i].imag);
  return 0;
}
