/* no pragma scope: a time loop calls regions on a pointer that is realloc'd bigger midway */
#include <stdio.h>
#include <stdlib.h>
static void inc(int n, double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        x[i] = x[i] * 0.75 + i;
}
static void mirror(int n, double *x, double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i] = x[n - 1 - i];
}
int main(void)
{
    int i, t, n = 5;
    double *x = malloc(sizeof(double) * n), *y = malloc(sizeof(double) * 64);
    for (i = 0; i < n; i++) x[i] = i;
    for (i = 0; i < 64; i++) y[i] = 0;
    for (t = 0; t < 6; t++) {
        inc(n, x);
        mirror(n, x, y);
        if (t == 2) {
            x = realloc(x, sizeof(double) * 3 * n);
            for (i = n; i < 3 * n; i++) x[i] = -i;
            n = 3 * n;
        }
    }
    for (i = 0; i < n; i++) printf("%a\n", x[i]);
    for (i = 0; i < 64; i++) printf("%a\n", y[i]);
    free(x); free(y);
    return 0;
}
