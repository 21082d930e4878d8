// expect: 10:36: error: cannot call 'frexp' in a kernel: math functions that store a result through a pointer argument are not supported: for a finite x other than 0 the exponent is ilogb(x) + 1 and the fraction ldexp(x, -(ilogb(x) + 1))
/* frexp(x[i], &e[i]) was "pointer arithmetic on array 'e'": the call is what cannot be, and the message says so (round 16) */
#include <math.h>
static double x[8], m[8];
static int e[8];
void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) m[i] = frexp(x[i], &e[i]);
}
