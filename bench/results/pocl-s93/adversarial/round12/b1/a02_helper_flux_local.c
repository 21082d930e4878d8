/* helper with a local array f[5] called with array-block parameters from a region */
#include <stdio.h>
#define N 20
static double Q[N][5], R[N][5];
static void flux(double *q, double *r)
{
    double f[5];
    int m;
    for (m = 0; m < 5; m++) f[m] = q[m] * q[0];
    for (m = 0; m < 5; m++) r[m] = f[m] + f[4 - m] * 0.5;
}
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        flux(Q[i], R[i]);
}
int main(void)
{
    int s, i, m;
    int ns[] = {0, 1, 2, 5, 20};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (m = 0; m < 5; m++) { Q[i][m] = (i + 1) * 0.5 - m * 0.125; R[i][m] = 9; }
        kern(ns[s]);
        for (i = 0; i < N; i++) for (m = 0; m < 5; m++) printf("%a\n", R[i][m]);
    }
    return 0;
}
