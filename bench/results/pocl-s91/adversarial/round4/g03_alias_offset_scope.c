/* overlapping but shifted views of one array as two parameters, after a kept call */
#include <stdio.h>
#define N 40
static double A[2 * N], B[2 * N];
static void f(int n, double *src, double *dst)
{
    int i;
#pragma bbmm array(src[n], dst[n])
    for (i = 0; i < n; i++) dst[i] = src[i] * 0.5 + 1.0;
}
int main(void)
{
    int i, n = N;
    for (i = 0; i < 2 * N; i++) { A[i] = i % 7; B[i] = 0; }
    f(n, A, B);
    f(n, B, B + 1);
    f(n, B + 1, A);
    for (i = 0; i < 2 * N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
