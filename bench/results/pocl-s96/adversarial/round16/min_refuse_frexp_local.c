/* frexp / modf with the address of a region-local scalar: refused as "neither a math function nor a function defined earlier" */
#include <stdio.h>
#include <math.h>
int main(void)
{
    double x[8], m[8];
    int e[8], i, n = 8;
    for (i = 0; i < n; i++) x[i] = (double)(i * 3) + 0.5;
#pragma bbmm
    for (i = 0; i < n; i++) {
        int ee;
        m[i] = frexp(x[i], &ee);
        e[i] = ee;
    }
    for (i = 0; i < n; i++) printf("%a %d\n", m[i], e[i]);
    return 0;
}
