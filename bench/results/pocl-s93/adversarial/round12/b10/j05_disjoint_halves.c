/* one buffer passed as read pointer A and write pointer A + n + 1 (disjoint by the used extents) */
#include <stdio.h>
#define N 64
static void pair(int n, const double *x, double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i] = x[i] + x[i + 1];
}
int main(void)
{
    static double A[N];
    int s, i;
    int ns[] = {0, 1, 2, 15, 31};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) A[i] = i * 0.5;
        pair(ns[s], A, A + ns[s] + 1);
        for (i = 0; i < N; i++) printf("%a\n", A[i]);
    }
    return 0;
}
