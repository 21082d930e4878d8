/* inlined helper with an early return under a condition on its scalar parameter */
#include <stdio.h>
#define N 12
static double A[N][4], B[N][4];
static void maybe(int k, const double *a, double *r)
{
    int m;
    if (k % 3 == 0) {
        for (m = 0; m < 4; m++) r[m] = 0.0;
        return;
    }
    for (m = 0; m < 4; m++) r[m] = a[m] * k;
}
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        maybe(i, A[i], B[i]);
}
int main(void)
{
    int s, i, m;
    int ns[] = {0, 1, 2, 7, 12};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (m = 0; m < 4; m++) { A[i][m] = i + m * 0.5; B[i][m] = -1; }
        kern(ns[s]);
        for (i = 0; i < N; i++) for (m = 0; m < 4; m++) printf("%a\n", B[i][m]);
    }
    return 0;
}
