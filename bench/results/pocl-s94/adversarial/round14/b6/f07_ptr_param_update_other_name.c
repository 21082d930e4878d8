/* explicit scope in a function f(x, y) where y is the same array as x: the region uses x; update host(y) then host reads y */
#include <stdio.h>
#define N 12
static double A[N];
static void step(int n, double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        x[i] = x[i] * 0.5 + 1.0;
}
static double run(int n, double *x, double *y)
{
    int t;
    double s = 0.0;
#pragma bbmm data(x)
    for (t = 0; t < 3; t++) {
        step(n, x);
#pragma bbmm update host(y)
        s += y[t];
    }
    return s;
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++) A[i] = i;
    printf("%a\n", run(N, A, A));
    printf("%a\n", run(N - 2, A + 2, A));
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
