/* inlined helper's locals s and m (used in unbraced bodies) clash with the caller's scalar s and iterator m */
#include <stdio.h>
#define N 10
static double A[N][5], B[N][5];
static void acc(const double *a, double *r, int len)
{
    double s = 0.0;
    int m;
    for (m = 0; m < len; m++)
        s += a[m];
    for (m = 0; m < len; m++)
        if (a[m] > 0.0)
            r[m] = s - a[m];
        else
            r[m] = s;
}
static double kern(int n)
{
    int m;
    double s = 3.0;
#pragma bbmm
    for (m = 0; m < n; m++)
        acc(A[m], B[m], 5);
    return s + m;
}
int main(void)
{
    int t, i, k;
    int ns[] = {0, 1, 2, 7, 10};
    for (t = 0; t < 5; t++) {
        for (i = 0; i < N; i++) for (k = 0; k < 5; k++) { A[i][k] = (i * 3 + k) % 4 - 1.0; B[i][k] = -9; }
        printf("%a\n", kern(ns[t]));
        for (i = 0; i < N; i++) for (k = 0; k < 5; k++) printf("%a\n", B[i][k]);
    }
    return 0;
}
