/* rows that overlap by one element (stride m-1): the last element of row i is the first of row i+1 */
#include <stdio.h>
#include <stdlib.h>
static void sweep(double **a, int n, int m)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            a[i][j] = a[i][j] * 0.5 + (double)(i * 10 + j);
}
int main(void)
{
    int R = 7, M = 5, i, n;
    int tot = R * (M - 1) + 1;
    double *blk = malloc((size_t)tot * sizeof(double));
    double **a = malloc(R * sizeof(double *));
    for (i = 0; i < tot; i++) blk[i] = (double)i;
    for (i = 0; i < R; i++) a[i] = blk + (size_t)i * (M - 1);
    for (n = 1; n <= R; n += 3) sweep(a, n, M);
    sweep(a, R, M - 1);
    for (i = 0; i < tot; i++) printf("%a\n", blk[i]);
    free(a); free(blk);
    return 0;
}
