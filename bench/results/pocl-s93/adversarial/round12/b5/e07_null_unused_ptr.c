/* a pointer the region never dereferences for these sizes (m = 0) is passed as NULL */
#include <stdio.h>
#include <stdlib.h>
static void outer(int n, int m, const double *x, double *y)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            y[i * 0 + j] = y[j] + x[i];
}
static void rows(int n, int m, const double *x, double *y)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        y[i] = 1.0;
        for (j = 0; j < m; j++)
            y[i] += x[i + j];
    }
}
int main(void)
{
    double y[40];
    double *x = malloc(sizeof(double) * 40);
    int i;
    for (i = 0; i < 40; i++) { y[i] = i; x[i] = 0.5 * i; }
    outer(30, 0, NULL, y);
    rows(30, 0, NULL, y);
    for (i = 0; i < 40; i++) printf("%a\n", y[i]);
    rows(20, 5, x, y);
    outer(3, 4, x, y);
    for (i = 0; i < 40; i++) printf("%a\n", y[i]);
    free(x);
    return 0;
}
