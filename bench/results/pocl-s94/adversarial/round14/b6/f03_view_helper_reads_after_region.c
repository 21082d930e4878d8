/* explicit data(A): view q = &A[2] made in the loop after update host(A), passed to a host helper after a region ran (no update before the helper) */
#include <stdio.h>
#define N 12
static double A[N];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] * 0.5 + 2.0;
}
static double first(const double *x) { return x[0] + x[1]; }
int main(void)
{
    int i, t;
    double s = 0.0, *q = NULL;
    for (i = 0; i < N; i++) A[i] = i;
#pragma bbmm data(A)
    for (t = 0; t < 3; t++) {
#pragma bbmm update host(A)
        q = &A[2];
        step(N);
        s += first(q);
    }
    printf("%a\n", s);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
