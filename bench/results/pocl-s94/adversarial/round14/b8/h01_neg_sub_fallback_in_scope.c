/* nolist scope: a region keeps A[0..k) on the devices, then a region on the view A + k reads x[i - 1] from i = 0 (negative subscript: runs on the host as written) */
#include <stdio.h>
#define N 16
static double A[N], B[N];
static void head(int k)
{
    int i;
#pragma bbmm
    for (i = 0; i < k; i++)
        A[i] = A[i] * 0.5 + 10.0;
}
static void tail(int m, const double *x, double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < m; i++)
        y[i] = x[i - 1] + x[i];
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0.0; }
#pragma bbmm data
    for (t = 0; t < 3; t++) {
        head(4);
        tail(N - 4, A + 4, B);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
