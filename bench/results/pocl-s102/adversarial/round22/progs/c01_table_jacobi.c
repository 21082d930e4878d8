/* double **a built row by row with malloc; jacobi 2-D time loop */
#include <stdio.h>
#include <stdlib.h>
static double **alloc2(int n, int m)
{
    int i;
    double **a = malloc(n * sizeof *a);
    for (i = 0; i < n; i++) a[i] = malloc(m * sizeof **a);
    return a;
}
static void jac(int n, int m, double **in, double **out)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < m - 1; j++)
            out[i][j] = 0.2 * (in[i][j] + in[i-1][j] + in[i+1][j] + in[i][j-1] + in[i][j+1]);
}
int main(void)
{
    int n = 30, m = 45, i, j, t;
    double **a = alloc2(n, m), **b = alloc2(n, m);
    for (i = 0; i < n; i++) for (j = 0; j < m; j++) a[i][j] = b[i][j] = (double)((i * 3 + j) % 8);
    for (t = 0; t < 10; t++) {
        jac(n, m, a, b);
        jac(n, m, b, a);
    }
    for (i = 0; i < n; i += 2) printf("%a %a\n", a[i][i % m], b[i][(i * 5) % m]);
    return 0;
}
