/* axpy with x and y in one array (x = y + 1 and y = x + 1) mixed with non-aliasing calls, inside and outside a data scope */
#include <stdio.h>
#define N 40
static double A[N], B[N];
static void axpy(int n, double a, double *y, const double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i] = y[i] + a * x[i];
}
static void dump(void)
{
    int i;
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
}
int main(void)
{
    int i, t, n;
    for (i = 0; i < N; i++) { A[i] = i * 0.5 - 4.0; B[i] = 1.0 / (i + 2); }
    for (n = 0; n < 6; n++) {
        axpy(n, 0.5, A + 1, A);
        axpy(n, -0.25, A, A + 1);
        axpy(n, 2.0, B, A);
    }
    dump();
#pragma bbmm data(A, B)
    for (t = 0; t < 4; t++) {
        axpy(N - 1 - t, 0.5, A + 1, A);
        axpy(N - 2, 0.125, B, A + 2);
        axpy(N - 3, -0.5, A + 3, A);
        axpy(t, 1.0, B + t, B);
    }
    dump();
    return 0;
}
