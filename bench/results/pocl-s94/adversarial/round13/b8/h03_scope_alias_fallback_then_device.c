/* inside data(A): axpy on overlapping A + 1, A (host as written) then on A, B (devices), then host reads with update host */
#include <stdio.h>
#define N 26
static double A[N], B[N];
static void axpy(int n, double a, double *y, const double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i] += a * x[i];
}
int main(void)
{
    int i, t;
    double chk = 0;
    for (i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = 1.0 / (i + 1); }
#pragma bbmm data(A, B)
    for (t = 0; t < 3; t++) {
        axpy(N - 1, 0.5, A + 1, A);
        axpy(N, 0.25, B, A);
        axpy(N, -0.5, A, B);
        axpy(N - 2, 1.0, B, B + 2);
#pragma bbmm update host(A)
        chk += A[t] + A[N - 1];
    }
    printf("%a\n", chk);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
