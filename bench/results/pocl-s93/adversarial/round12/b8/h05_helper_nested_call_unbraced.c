/* helper calls another helper in an unbraced for body; the inner helper accumulates into *acc */
#include <stdio.h>
#define N 10
static double A[N][5], S[N];
static void addto(double v, double *acc)
{
    *acc += v * v;
}
static void rownorm(const double *a, double *s)
{
    int m;
    *s = 0.0;
    for (m = 0; m < 5; m++)
        addto(a[m], s);
}
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        rownorm(A[i], &S[i]);
}
int main(void)
{
    int s, i, m;
    int ns[] = {0, 1, 2, 7, 10};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) { S[i] = -1; for (m = 0; m < 5; m++) A[i][m] = i * 0.5 - m; }
        kern(ns[s]);
        for (i = 0; i < N; i++) printf("%a\n", S[i]);
    }
    return 0;
}
