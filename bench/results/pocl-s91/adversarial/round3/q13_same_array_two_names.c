/* a function with two regions, called with the same array under two parameter names, one region each */
#include <stdio.h>
#define N 24
static double A[N], B[N];
static void two(int n, double *x, double *y)
{
    int i;
#pragma bbmm array(x[n])
    for (i = 0; i < n; i++)
        x[i] = x[i] * 2.0 + 1.0;
#pragma bbmm array(y[n])
    for (i = 1; i < n; i++)
        y[i] = y[i] + y[i - 1] * 0.0 + 3.0;
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = -i; }
    for (t = 0; t < 3; t++) {
        two(N, A, A);
        two(N - t, B, A);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
