// expect: 12:15: error: member access ('.') through 'y', an array of structs, is not supported in a region
/* FT's crmul on an array of dcomplex: the member access after the parentheses a macro puts around its argument */
typedef struct { double real, imag; } dcomplex;
#define crmul(c, a, b) ((c).real = (a).real * (b), (c).imag = (a).imag * (b))
static dcomplex x[8], y[8];
static double e[8];
void f(int n)
{
  int i;
#pragma bbmm
  for (i = 0; i < n; i++)
    crmul(y[i], x[i], e[i]);
}
