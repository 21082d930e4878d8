/* a solver taking double *a (a parameter) opens a nolist scope, runs a region on a + 1 and a, and host reads a[k] after update host(a) */
#include <stdio.h>
static void interior(int m, double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < m; i++)
        x[i] = x[i] + 0.5 * (double)(i % 3);
}
static double solve(int n, double *a)
{
    int t;
    double s = 0.0;
#pragma bbmm data
    for (t = 0; t < 4; t++) {
        interior(n - 2, a + 1);
#pragma bbmm update host(a)
        s += a[1] + a[n - 2];
        a[n / 2] *= 0.5;
#pragma bbmm update device(a)
    }
    return s;
}
int main(void)
{
    static double a[20];
    int i, n;
    for (n = 3; n <= 20; n += 8) {
        for (i = 0; i < 20; i++) a[i] = i;
        printf("%a\n", solve(n, a));
        for (i = 0; i < 20; i++) printf("%a\n", a[i]);
    }
    return 0;
}
