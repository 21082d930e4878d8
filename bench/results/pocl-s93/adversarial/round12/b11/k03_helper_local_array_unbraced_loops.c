/* helper local array f[5] filled and read in unbraced nested for bodies, caller has an array named f too */
#include <stdio.h>
#define N 8
static double f[N][5], g[N][5];
static void h(const double *q, double *r)
{
    double f[5];
    int a, b;
    for (a = 0; a < 5; a++)
        f[a] = q[a] * 2.0;
    for (a = 0; a < 5; a++)
        for (b = 0; b < 5; b++)
            if (b == a)
                r[a] = f[b] + f[4 - b];
}
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        h(f[i], g[i]);
}
int main(void)
{
    int t, i, k;
    int ns[] = {0, 1, 2, 5, 8};
    for (t = 0; t < 5; t++) {
        for (i = 0; i < N; i++) for (k = 0; k < 5; k++) { f[i][k] = i * 5 + k; g[i][k] = -1; }
        kern(ns[t]);
        for (i = 0; i < N; i++) for (k = 0; k < 5; k++) printf("%a %a\n", f[i][k], g[i][k]);
    }
    return 0;
}
