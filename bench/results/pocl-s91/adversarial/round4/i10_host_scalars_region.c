/* host-evaluated scalars between nests of one region (incl. a math call), read after the region */
#include <stdio.h>
#include <math.h>
#define N 30
static double A[N], B[N];
static void f(int n, double c0)
{
    int i;
    double c = c0, d;
#pragma bbmm
    {
        for (i = 0; i < n; i++) A[i] = A[i] * c + i;
        c = sqrt(c * 2.0 + n);
        d = exp(c) - c;
        for (i = 0; i < n; i++) B[i] = A[i] + c - d * 1e-3;
        c = c * c;
    }
    printf("%d %a %a\n", n, c, d);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = i * 0.1; B[i] = 0; }
    for (n = 0; n <= N; n += 10) {
        f(n, 0.3 * n + 0.7);
        for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    }
    return 0;
}
