/* FT's comma macro on an array of dcomplex, crmul(y[i], x[i], e[i]), gets a parser message "expected '=', ... before '.'" instead of the "member access through an array of structs" refusal the plain statement gets */
#include <stdio.h>
typedef struct { double real, imag; } dcomplex;
#define crmul(c, a, b) ((c).real = (a).real * (b), (c).imag = (a).imag * (b))
static dcomplex x[8], y[8];
static double e[8];
static void f(int n)
{
  int i;
#pragma bbmm
  for (i = 0; i < n; i++)
    crmul(y[i], x[i], e[i]);
}
int main(void) { int i; for (i = 0; i < 8; i++) { x[i].real = i; x[i].imag = -i; e[i] = 0.5; } f(8); for (i = 0; i < 8; i++) printf("%a %a\n", y[i].real, y[i].imag); return 0; }
