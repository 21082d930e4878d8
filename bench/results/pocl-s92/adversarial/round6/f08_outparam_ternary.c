/* a scalar helper with an out-parameter called in one arm of ?: */
#include <stdio.h>
#define N 19
static double A[N], B[N], C[N];
static double split(double x, double *frac)
{
    double w = x >= 0 ? (double)(long)x : -(double)(long)(-x);
    *frac = x - w;
    return w;
}
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double fr = -7.0;
        B[i] = A[i] > 0.0 ? split(A[i], &fr) : A[i] * 2.0;
        C[i] = fr;
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = (i - 9) * 0.75; B[i] = C[i] = 0; }
    for (n = 0; n <= N; n += 6) f(n);
    for (i = 0; i < N; i++) printf("%a %a\n", B[i], C[i]);
    return 0;
}
