/* b[i] = a[i] + w - 1: b[i][0] is a[i][w-1]; the j loop counts down so a[i][w-1] is written first, then read */
#include <stdio.h>
#include <stdlib.h>
static void up(double **a, double **b, int n, int w)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < w; j++)
            a[i][j] = b[i][0] * 0.5 + j;
}
static void down(double **a, double **b, int n, int w)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = w - 1; j >= 0; j--)
            a[i][j] = b[i][0] * 0.5 + j;
}
int main(void)
{
    int R = 5, W = 4, M = 8, i, n;
    double *blk = malloc((size_t)R * M * sizeof(double));
    double **a = malloc(R * sizeof(double *)), **b = malloc(R * sizeof(double *));
    for (i = 0; i < R * M; i++) blk[i] = i;
    for (i = 0; i < R; i++) { a[i] = blk + (size_t)i * M; b[i] = a[i] + W - 1; }
    for (n = 1; n <= R; n += 2) { up(a, b, n, W); down(a, b, n, W); }
    for (i = 0; i < R * M; i++) printf("%a\n", blk[i]);
    return 0;
}
