/* helper scalar parameter named n like the caller's bound, modified inside the helper (a copy in C) */
#include <stdio.h>
#define N 10
static double A[N][6], B[N][6];
static void part(int n, const double *a, double *b)
{
    int k;
    n = n - 1;
    for (k = 0; k < 6; k++)
        b[k] = k < n ? a[k] : -a[k];
}
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        part(n - i, A[i], B[i]);
}
int main(void)
{
    int t, i, k;
    int ns[] = {0, 1, 2, 7, 10};
    for (t = 0; t < 5; t++) {
        for (i = 0; i < N; i++) for (k = 0; k < 6; k++) { A[i][k] = i + k * 0.5 + 1; B[i][k] = 0; }
        kern(ns[t]);
        for (i = 0; i < N; i++) for (k = 0; k < 6; k++) printf("%a\n", B[i][k]);
    }
    return 0;
}
