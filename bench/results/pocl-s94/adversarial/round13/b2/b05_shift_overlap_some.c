/* shift(n, A + d, A) for d = 0..4 and n around d: overlap only for some calls, and ranges that touch without overlapping */
#include <stdio.h>
#define N 40
static double A[N];
static void shift(int n, double *dst, const double *src)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        dst[i] = src[i] * 2.0 - 1.0;
}
int main(void)
{
    int i, d, n;
    for (d = 0; d <= 4; d++)
        for (n = 0; n <= 6; n++) {
            for (i = 0; i < N; i++) A[i] = i * 0.25 + d;
            shift(n, A + d, A);
            shift(n, A + n, A);
            shift(n, A + 2 * n + 1, A + n);
            for (i = 0; i < 16; i++) printf("%a ", A[i]);
            printf("\n");
        }
    return 0;
}
