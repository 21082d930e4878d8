/* y = x + n exactly (ranges touch, no overlap) versus y = x + n - 1 (one element overlaps), in a 2-statement region */
#include <stdio.h>
#define N 64
static double A[N];
static void f(int n, double *y, const double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        y[i] = x[i] + 1.0;
        y[i] *= 2.0;
    }
}
int main(void)
{
    int i, n;
    for (n = 1; n <= 9; n += 2) {
        for (i = 0; i < N; i++) A[i] = i;
        f(n, A + n, A);
        f(n, A + 3 * n - 1, A + 2 * n);
        f(n, A + 5 * n, A + 5 * n);
        for (i = 0; i < N; i++) printf("%a\n", A[i]);
    }
    return 0;
}
