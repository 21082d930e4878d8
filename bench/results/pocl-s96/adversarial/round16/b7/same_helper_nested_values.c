/* double helpers nested in themselves (sq(sq(x))), and clamps via fmin(fmax()) in values */
#include <stdio.h>
#include <math.h>
static double sq(double x) { return x * x; }
static double lerp(double a, double b, double t) { return a + (b - a) * t; }
static void run(int n)
{
    double x[30], y[30];
    int i;
    for (i = 0; i < n; i++) x[i] = (double)(i - 10) * 0.15;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i] = sq(sq(x[i])) + lerp(lerp(0.0, 1.0, x[i]), lerp(2.0, -1.0, x[i]), fmin(fmax(x[i], 0.0), 1.0));
    printf("n=%d\n", n);
    for (i = 0; i < n; i++) printf("%a\n", y[i]);
}
int main(void)
{
    run(0); run(1); run(2); run(30);
    return 0;
}
