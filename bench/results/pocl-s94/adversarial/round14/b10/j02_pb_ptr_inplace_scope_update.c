/* PolyBench-style 1D kernel with double *a, double *b params in a data(X, Y) scope: called (X, Y), (X, X) in place and (X + 1, X); update host(X) each step */
#include <stdio.h>
#define N 20
static double X[N], Y[N];
static void kernel(int n, double *a, double *b)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        b[i] = a[i] * 0.75 + 0.5;
}
int main(void)
{
    int i, t;
    double s = 0.0;
    for (i = 0; i < N; i++) { X[i] = i % 6; Y[i] = 0.0; }
#pragma bbmm data(X, Y)
    for (t = 0; t < 4; t++) {
        kernel(N, X, Y);
        kernel(N - t, X, X);
        kernel(N - 1, X + 1, X);
        kernel(N / 2, Y, X + N / 2);
#pragma bbmm update host(X)
        s += X[t] + X[N - 1 - t];
    }
    printf("%a\n", s);
    for (i = 0; i < N; i++) printf("%a %a\n", X[i], Y[i]);
    return 0;
}
