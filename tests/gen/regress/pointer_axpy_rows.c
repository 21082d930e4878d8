/* pointers without array(): "double *x" and "double (*u)[m]" take their first extent from the subscripts the region uses */
#include <stdio.h>
#include <stdlib.h>
static void axpy(int n, double a, double *x, const double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        x[i] = x[i] + a * y[i];
}
static void rows(int n, int m, double (*u)[m])
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n; i++)
        for (j = 0; j < m; j++)
            u[i][j] = u[i - 1][j] * 0.5 + j;
}
int main(void)
{
    int n = 10, i;
    double *x = malloc(n * sizeof(double)), *y = malloc(n * sizeof(double));
    double (*u)[4] = malloc(sizeof(double[4]) * 6);
    for (i = 0; i < n; i++) { x[i] = i; y[i] = 1; }
    axpy(n, 2.0, x, y);
    for (i = 0; i < 24; i++) u[i / 4][i % 4] = i;
    rows(6, 4, u);
    for (i = 0; i < n; i++) printf("%a\n", x[i]);
    for (i = 0; i < 24; i++) printf("%a\n", u[i / 4][i % 4]);
    return 0;
}
