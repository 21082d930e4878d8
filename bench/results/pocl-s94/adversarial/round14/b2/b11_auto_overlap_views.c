/* automatic scope: time loop calling a pointer kernel with overlapping views (x + 1, x) and disjoint halves, no pragma */
#include <stdio.h>
#include <stdlib.h>
static void axpy(int n, double a, const double *x, double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i] = y[i] + a * x[i];
}
int main(void)
{
    int n = 16, i, t;
    double *x = malloc(sizeof(double) * 2 * n);
    for (i = 0; i < 2 * n; i++) x[i] = (i % 3) - 1.0;
    for (t = 0; t < 5; t++) {
        axpy(n, 0.5, x + n, x);
        axpy(n - 1, 0.25, x, x + 1);
        axpy(n - 1, -0.125, x + 1, x);
        axpy(t, 2.0, x + 2 * n - t, x + n);
    }
    for (i = 0; i < 2 * n; i++) printf("%a\n", x[i]);
    free(x);
    return 0;
}
