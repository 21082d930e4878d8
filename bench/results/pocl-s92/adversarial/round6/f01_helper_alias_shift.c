/* array helper called with aliasing arguments: shift(A[i] + 1, A[i]) propagates like the sequential loop */
#include <stdio.h>
#define N 12
static double A[N][N];
static void shift(double *y, const double *x, int n)
{
    int k;
    for (k = 0; k < n; k++)
        y[k] = x[k] * 0.5 + 1.0;
}
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        shift(&A[i][1], A[i], n - 1);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i * 10 + j;
    for (n = 0; n <= N; n += 4) f(n);
    f(1); f(2);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
