/* pow with small integer exponents, exp, floor, fmin/fmax, integer conversion of results */
#include <stdio.h>
#include <math.h>
static void run(int n)
{
    double x[40], y[40], z[40];
    long k[40];
    int i;
    for (i = 0; i < n; i++) x[i] = (double)(i - n / 2) * 0.375;
#pragma bbmm
    for (i = 0; i < n; i++) {
        y[i] = pow(x[i], 2.0) + pow(fabs(x[i]), 0.5) + pow(2.0, (double)(i % 5));
        z[i] = exp(-x[i] * x[i]) * floor(10.0 * fmin(fmax(x[i], -1.0), 1.0));
        k[i] = (long)floor(y[i] * 100.0) + (long)round(z[i] * 8.0);
    }
    printf("n=%d\n", n);
    for (i = 0; i < n; i++) printf("%a %a %ld\n", y[i], z[i], k[i]);
}
int main(void)
{
    run(0); run(1); run(2); run(17); run(40);
    return 0;
}
