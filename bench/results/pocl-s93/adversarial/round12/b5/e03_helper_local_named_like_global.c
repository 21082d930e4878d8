/* helper declares a local array f[5] while the region also uses a global array named f */
#include <stdio.h>
#define N 10
static double f[N][5], q[N][5];
static void flux(double *a, double *r)
{
    double f[5];
    int m;
    for (m = 0; m < 5; m++) f[m] = a[m] * 2.0 + m;
    for (m = 0; m < 5; m++) r[m] = f[4 - m] - a[m];
}
static void kern(int n)
{
    int i, m;
#pragma bbmm
    for (i = 0; i < n; i++) {
        flux(q[i], f[i]);
        for (m = 0; m < 5; m++) f[i][m] += 1.0;
    }
}
int main(void)
{
    int s, i, m;
    int ns[] = {0, 1, 2, 7, 10};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (m = 0; m < 5; m++) { q[i][m] = i * 0.5 + m; f[i][m] = -1; }
        kern(ns[s]);
        for (i = 0; i < N; i++) for (m = 0; m < 5; m++) printf("%a\n", f[i][m]);
    }
    return 0;
}
