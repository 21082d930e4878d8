/* axpy(n, a, x, x): y and x the same array (written and read); inside an
   explicit data scope that keeps X, between regions that write X */
#include <stdio.h>
#define N 256
static double X[N], Y[N];
static void axpy(int n, double a, const double *x, double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i] = y[i] + a * x[i];
}
static void scal(int n, double a, double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        x[i] = a * x[i];
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { X[i] = (double)(i % 17) / 4.0; Y[i] = 1.0; }
#pragma bbmm data(X, Y)
    for (t = 0; t < 4; t++) {
        scal(N, 0.5, X);
        axpy(N, 0.25, X, X);
        axpy(N, 2.0, X, Y);
        axpy(N / 2, 1.0, X + N / 2, X);
    }
    for (i = 0; i < N; i += 11) printf("%a %a\n", X[i], Y[i]);
    return 0;
}
