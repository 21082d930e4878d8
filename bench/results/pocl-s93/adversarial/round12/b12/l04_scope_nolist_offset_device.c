/* explicit scope without list: regions write A via a and then read it through another pointer q = A + 2 passed in */
#include <stdio.h>
#define N 40
static void dev(int n, double *a)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        a[i] = a[i] * 0.5 + 1.0;
}
static void right(int n, const double *x, double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i] = x[i + 1] - x[i];
}
static void run(double *a, double *q, double *b)
{
    int t;
#pragma bbmm data
    for (t = 0; t < 3; t++) {
        dev(N, a);
        right(N - 3, q, b);
    }
}
int main(void)
{
    static double A[N], B[N];
    int i;
    for (i = 0; i < N; i++) { A[i] = i * i * 0.125; B[i] = 0; }
    run(A, A + 2, B);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
