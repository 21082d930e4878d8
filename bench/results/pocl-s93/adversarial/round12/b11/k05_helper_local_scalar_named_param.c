/* helper whose local scalar is named like a caller array parameter and a global (x) */
#include <stdio.h>
#define N 12
static double x[N];
static void h(const double *a, double *b)
{
    double x = a[0] * 0.5;
    int k;
    for (k = 0; k < 3; k++)
        b[k] = a[k] + x;
}
static void kern(int n, double (*y)[3], double (*z)[3])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        h(y[i], z[i]);
        x[i] = z[i][0];
    }
}
int main(void)
{
    static double Y[N][3], Z[N][3];
    int t, i, k;
    int ns[] = {0, 1, 2, 7, 12};
    for (t = 0; t < 5; t++) {
        for (i = 0; i < N; i++) { x[i] = -2; for (k = 0; k < 3; k++) { Y[i][k] = i + k * 0.25; Z[i][k] = -1; } }
        kern(ns[t], Y, Z);
        for (i = 0; i < N; i++) printf("%a %a %a %a\n", x[i], Z[i][0], Z[i][1], Z[i][2]);
    }
    return 0;
}
