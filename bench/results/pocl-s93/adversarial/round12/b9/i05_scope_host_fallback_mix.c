/* explicit data scope: device regions on A mixed with a region on A + 1 that reads x[i - 1] (host fallback) */
#include <stdio.h>
#define N 40
static double A[N], B[N];
static void dev(int n, double *a)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        a[i] = a[i] * 0.5 + 1.0;
}
static void left(int n, const double *x, double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i] = x[i - 1] + x[i];
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 4; t++) {
        dev(N, A);
        left(N - 1, A + 1, B);
        dev(N - 1, B);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
