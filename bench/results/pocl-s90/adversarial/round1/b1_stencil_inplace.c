/* 1D Gauss-Seidel in place, repeated from a time loop with changing sizes */
#include <stdio.h>
#define N 40
static double A[N], B[N];
static void sweep(int n, double w)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        A[i] = w * (A[i - 1] + A[i + 1]) + (1.0 - 2.0 * w) * A[i];
}
static void back(int n)
{
    int i;
#pragma bbmm
    for (i = n - 2; i >= 1; i--) {
        B[i] = B[i + 1] * 0.5 + A[i];
        A[i] = A[i] - B[i] * 0.125;
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = (i * 5 % 7) * 0.5; B[i] = 1.0 / (i + 1); }
    static const int ns[7] = {40, 0, 1, 2, 3, 17, 39};
    for (t = 0; t < 7; t++) {
        sweep(ns[t], 0.25 + t * 0.01);
        back(ns[t]);
    }
    for (i = 0; i < N; i++) printf("%a\n%a\n", A[i], B[i]);
    return 0;
}
