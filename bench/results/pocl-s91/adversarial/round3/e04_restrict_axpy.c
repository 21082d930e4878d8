/* BLAS-style helpers with restrict pointers and array() clauses, called on offsets of arrays */
#include <stdio.h>
#define N 40
static void axpy(int n, double a, const double *restrict x, double *restrict y)
{
    int i;
#pragma bbmm array(x[n], y[n])
    for (i = 0; i < n; i++)
        y[i] += a * x[i];
}
static double dot(int n, const double *restrict x, const double *restrict y)
{
    int i;
    double s = 0.0;
#pragma bbmm array(x[n], y[n])
    for (i = 0; i < n; i++)
        s += x[i] * y[i];
    return s;
}
int main(void)
{
    static double X[N], Y[N];
    int i, t;
    for (i = 0; i < N; i++) { X[i] = i * 0.25; Y[i] = 1.0; }
    for (t = 0; t < 3; t++) {
        axpy(N - 2, 0.5, X + 1, Y + 1);
        axpy(N / 2, -1.0, Y + N / 2, X);
        printf("%a\n", dot(N - t, X + t, Y));
    }
    for (i = 0; i < N; i++) printf("%a %a\n", X[i], Y[i]);
    return 0;
}
