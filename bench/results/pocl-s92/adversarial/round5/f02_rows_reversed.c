/* double ** row table whose rows point into one block in reverse order, stencil between two tables */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, int m, double **in, double **out)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 0; j < m; j++)
            out[i][j] = in[i - 1][j] - 2.0 * in[i][j] + in[i + 1][j] + (j > 0 ? in[i][j - 1] : 0.0);
}
int main(void)
{
    int n, m = 9, i, j;
    for (n = 1; n <= 12; n += 3) {
        double *blk = malloc(sizeof(double) * n * m), *blk2 = malloc(sizeof(double) * n * m);
        double **a = malloc(sizeof(double *) * n), **b = malloc(sizeof(double *) * n);
        for (i = 0; i < n; i++) { a[i] = blk + (n - 1 - i) * m; b[i] = blk2 + i * m; }
        for (i = 0; i < n * m; i++) { blk[i] = (double)((i * 7) % 5); blk2[i] = -1.0; }
        step(n, m, a, b);
        step(n, m, b, a);
        printf("n=%d\n", n);
        for (i = 0; i < n * m; i++) printf("%a %a\n", blk[i], blk2[i]);
        free(blk); free(blk2); free(a); free(b);
    }
    return 0;
}
