/* a scratch array declared in the loop body is passed to helpers that fill and read it */
#include <stdio.h>
#define N 12
static double A[N][5], B[N];
static void fill(double w[5], const double *a)
{
    int m;
    for (m = 0; m < 5; m++) w[m] = a[m] * a[m];
}
static void reduce(const double w[5], double *out)
{
    int m;
    *out = 0.0;
    for (m = 0; m < 5; m++) *out += w[m];
}
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double w[5];
        fill(w, A[i]);
        reduce(w, &B[i]);
    }
}
int main(void)
{
    int s, i, m;
    int ns[] = {0, 1, 2, 7, 12};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) { B[i] = -1; for (m = 0; m < 5; m++) A[i][m] = i * 0.25 - m; }
        kern(ns[s]);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
