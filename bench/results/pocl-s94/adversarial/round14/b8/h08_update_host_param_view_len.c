/* explicit nolist scope in a function taking double *a: regions on a and on a + n/2 with different lengths; update host(a) after each; host reads the upper half */
#include <stdio.h>
static void scale(int m, double *x, double f)
{
    int i;
#pragma bbmm
    for (i = 0; i < m; i++)
        x[i] = x[i] * f + 1.0;
}
static double work(int n, double *a)
{
    int t;
    double s = 0.0;
#pragma bbmm data
    for (t = 0; t < 3; t++) {
        scale(n, a, 0.5);
        scale(n / 2, a + n / 2, 2.0);
#pragma bbmm update host(a)
        s += a[n - 1];
    }
    return s;
}
int main(void)
{
    static double buf[16];
    int i, n;
    for (n = 2; n <= 16; n += 7) {
        for (i = 0; i < 16; i++) buf[i] = i;
        printf("%a\n", work(n, buf));
        for (i = 0; i < 16; i++) printf("%a\n", buf[i]);
    }
    return 0;
}
