/* the write table's rows start one element after the read table's rows (b[i] = a[i] + 1) */
#include <stdio.h>
#include <stdlib.h>
static void f(double **a, double **b, int n, int m)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m - 2; j++)
            b[i][j] = a[i][j] + 0.5 * a[i][j + 1];
}
int main(void)
{
    int R = 6, M = 9, i, n;
    double *blk = malloc((size_t)R * M * sizeof(double));
    double **a = malloc(R * sizeof(double *)), **b = malloc(R * sizeof(double *));
    for (i = 0; i < R * M; i++) blk[i] = (i % 7) + 0.25;
    for (i = 0; i < R; i++) { a[i] = blk + (size_t)i * M; b[i] = a[i] + 1; }
    for (n = 0; n <= R; n += 3) f(a, b, n, M);
    for (i = 0; i < R * M; i++) printf("%a\n", blk[i]);
    return 0;
}
