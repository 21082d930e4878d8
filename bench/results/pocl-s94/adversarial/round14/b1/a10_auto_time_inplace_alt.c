/* automatic scope: a time loop alternating kernel(n, A, A) (in place) and kernel(n, A, B) with pointer params */
#include <stdio.h>
#define N 28
static double A[N], B[N];
static void kernel(int n, double *x, double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i] = x[i] * 0.5 + 1.0;
}
static void kernel2(int n, double *x, double *y)
{
    int i;
#pragma bbmm
    for (i = 1; i < n; i++)
        y[i] = x[i - 1] + 0.125 * x[i];
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i * 0.75; B[i] = 1.0; }
    for (t = 0; t < 6; t++) {
        if (t % 2)
            kernel(N - t, A, A);
        else
            kernel(N - t, A, B);
        kernel2(N - 2 * t, B, A);
        kernel2(N / 2, A, A + N / 2);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
