/* a recursive scalar function (integer power) called inside a region */
#include <stdio.h>
#define N 16
static double A[N], B[N];
static double ipow(double x, int k)
{
    if (k == 0) return 1.0;
    if (k % 2) return x * ipow(x, k - 1);
    return ipow(x * x, k / 2);
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++) A[i] = 1.0 + i / 16.0;
#pragma bbmm
    for (i = 0; i < N; i++)
        B[i] = ipow(A[i], i);
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    return 0;
}
