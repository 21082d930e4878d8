/* Stam with a run-time N: IX(i,j) ((i)+(n+2)*(j)), array(x[n + 2][n + 2]); n = 0..5 including corner reads */
#include <stdio.h>
#define IX(i, j) ((i) + (n + 2) * (j))
static double xa[100], ya[100];
static void set_bnd(int n, double *x)
{
    int i;
#pragma bbmm array(x[n + 2][n + 2])
    for (i = 1; i <= n; i++) {
        x[IX(0, i)] = -x[IX(1, i)];
        x[IX(n + 1, i)] = -x[IX(n, i)];
    }
    x[IX(0, 0)] = 0.5 * (x[IX(1, 0)] + x[IX(0, 1)]);
}
static void diff(int n, double *x, const double *y)
{
    int i, j;
#pragma bbmm array(x[n + 2][n + 2], y[n + 2][n + 2])
    for (j = 1; j <= n; j++)
        for (i = 1; i <= n; i++)
            x[IX(i, j)] = y[IX(i, j)] + 0.25 * (y[IX(i - 1, j)] + y[IX(i, j + 1)]);
}
int main(void)
{
    int n, k;
    for (n = 0; n <= 7; n++) {
        for (k = 0; k < 100; k++) { xa[k] = k * 0.5; ya[k] = 100 - k; }
        diff(n, xa, ya);
        set_bnd(n, xa);
        for (k = 0; k < 100; k++) printf("%a\n", xa[k]);
    }
    return 0;
}
