/* packed lower triangle: row i points at blk + i(i+1)/2; the region reads a[i][i+1], which is a[i+1][0] */
#include <stdio.h>
#include <stdlib.h>
static void tri(double **a, double **out, int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j <= i; j++)
            out[i][j] = a[i][j] + a[i][j + 1];
}
static void tri_inplace(double **a, int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n - 1; i++)
        for (j = 0; j <= i; j++)
            a[i][j] = a[i][j] - 0.5 * a[i][j + 1];
}
int main(void)
{
    int R = 9, i, n;
    int tot = R * (R + 1) / 2 + 1;
    double *blk = malloc((size_t)tot * sizeof(double)), *blk2 = malloc((size_t)tot * sizeof(double));
    double **a = malloc(R * sizeof(double *)), **o = malloc(R * sizeof(double *));
    for (i = 0; i < tot; i++) { blk[i] = (double)(i % 5) + 0.125 * i; blk2[i] = -1.0; }
    for (i = 0; i < R; i++) { a[i] = blk + i * (i + 1) / 2; o[i] = blk2 + i * (i + 1) / 2; }
    for (n = 0; n <= R; n += 4) tri(a, o, n);
    for (n = 1; n <= R; n += 4) tri_inplace(a, n);
    for (i = 0; i < tot; i++) printf("%a %a\n", blk[i], blk2[i]);
    return 0;
}
