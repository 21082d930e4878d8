/* exact libm functions with int/pointer args: ldexp, frexp, modf, nextafter, fdim, remainder, copysign, trunc, rint, nearbyint, ilogb, scalbn */
#include <stdio.h>
#include <math.h>
static void run(int n)
{
    double x[40], r1[40], r2[40], r3[40], r4[40], r5[40], ip[40];
    int e[40], g[40];
    int i;
    for (i = 0; i < n; i++) x[i] = (double)(i * 37 % 19 - 9) * 0.7 + (i % 3 ? 0.5 : -0.5);
#pragma bbmm
    for (i = 0; i < n; i++) {
        r1[i] = ldexp(x[i], i % 7 - 3) + ldexp(x[i], 2);
        r2[i] = fmod(x[i], 0.3) + hypot(x[i], 1.0) * 0.0;
        e[i] = ilogb(x[i] * 7.0 + 0.1);
        r3[i] = x[i] - trunc(x[i]);
        ip[i] = round(x[i] * 2.5) + floor(-x[i] / 3.0) + ceil(x[i] / 3.0);
        r4[i] = nextafter(x[i], 0.0) - fdim(x[i], 1.25) + remainder(x[i], 0.75);
        r5[i] = copysign(trunc(x[i]), -x[i]) + rint(x[i]) * 2.0 + rint(x[i] * 3.0);
        g[i] = ilogb(x[i] + 100.0);
    }
    printf("n=%d\n", n);
    for (i = 0; i < n; i++) printf("%a %a %d %a %a %a %a %d\n", r1[i], r2[i], e[i], r3[i], ip[i], r4[i], r5[i], g[i]);
}
int main(void)
{
    run(0); run(1); run(2); run(19); run(40);
    return 0;
}
