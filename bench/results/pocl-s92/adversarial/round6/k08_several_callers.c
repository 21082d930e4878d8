/* the same region function called from several places with different arrays offsets and sizes */
#include <stdio.h>
#define N 40
static double A[N], B[N];
static void axpy(int n, double a, double *x, double *y)
{
    int i;
#pragma bbmm array(x[n], y[n])
    for (i = 0; i < n; i++)
        y[i] = y[i] + a * x[i];
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 1; }
    axpy(N, 0.5, A, B);
    axpy(0, 2.0, A, B);
    axpy(1, 3.0, A + 5, B + 7);
    axpy(7, -1.0, B, A + 11);
    axpy(N / 2, 0.25, A + N / 2, B);
    axpy(3, 1.0, A + 1, A + 30);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
