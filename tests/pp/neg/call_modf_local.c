// expect: 11:16: error: cannot call 'modf' in a kernel: math functions that store a result through a pointer argument are not supported: write x - trunc(x) and trunc(x)
/* modf(x, &ip) of a scalar declared in the region said 'modf' was "neither a math function nor a function defined earlier in this file" (round 16) */
#include <math.h>
static double x[8], m[8], w[8];
void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double ip;
        m[i] = modf(x[i], &ip);
        w[i] = ip;
    }
}
