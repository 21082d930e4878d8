/* in-place update called as scale(n, a, a): one parameter read, the same memory written (element-wise) */
#include <stdio.h>
#define N 20
static void scale(int n, const double *x, double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i] = 3.0 * x[i] - 1.0;
}
int main(void)
{
    static double a[N];
    int s, i;
    int ns[] = {0, 1, 2, 7, 20};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) a[i] = i * 0.125;
        scale(ns[s], a, a);
        for (i = 0; i < N; i++) printf("%a\n", a[i]);
    }
    return 0;
}
