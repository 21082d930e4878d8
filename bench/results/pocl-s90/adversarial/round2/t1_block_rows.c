/* rows of a table are offsets into one big block; a second table points one row later into the same block */
#include <stdio.h>
#include <stdlib.h>
static void step(double **a, double **b, int n, int m)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            a[i][j] = 0.5 * b[i][j] + (double)(i - j);
}
int main(void)
{
    int R = 8, M = 6, i, j, n;
    double *blk = malloc((size_t)(R + 1) * M * sizeof(double));
    double **a = malloc(R * sizeof(double *)), **b = malloc(R * sizeof(double *));
    for (i = 0; i < (R + 1) * M; i++) blk[i] = (double)(i % 7) * 0.25;
    for (i = 0; i < R; i++) { a[i] = blk + (size_t)i * M; b[i] = blk + (size_t)(i + 1) * M; }
    for (n = 0; n <= R; n += 3) step(a, b, n, M);
    for (n = 1; n <= R; n += 4) step(b, a, n, M - 1);
    for (i = 0; i < (R + 1) * M; i++) printf("%a\n", blk[i]);
    free(a); free(b); free(blk);
    return 0;
}
