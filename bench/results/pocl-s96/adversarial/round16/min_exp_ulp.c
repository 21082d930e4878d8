/* exp() in a region: the device's exp differs from glibc's by 1 ulp for some arguments, accepted with no warning */
#include <stdio.h>
#include <math.h>
int main(void)
{
    double x[24], z[24];
    int i, n = 24;
    for (i = 0; i < n; i++) x[i] = (double)(i - 8) * 0.375;
#pragma bbmm
    for (i = 0; i < n; i++)
        z[i] = exp(-x[i] * x[i]);
    for (i = 0; i < n; i++) printf("%d %a\n", i, z[i]);
    return 0;
}
