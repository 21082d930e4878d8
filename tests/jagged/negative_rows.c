/* Row pointers into the middle of their allocations, read at negative
 * subscripts for some values of "off": those runs go as written on the
 * host, the others gather from index 0. */
#include <stdio.h>
#include <stdlib.h>

static void shift(double **a, double **b, int n, int m, int off)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 2; j < m; j++)
            b[i][j] = a[i][j - off] * 2.0;
}

int main(void)
{
    const int n = 5, m = 8;
    double **a = malloc((size_t)n * sizeof(*a)), **b = malloc((size_t)n * sizeof(*b));
    int i, j, off;
    for (i = 0; i < n; i++) {
        a[i] = (double *)malloc((size_t)(m + 4) * sizeof(double)) + 4; /* a[i][-4] .. a[i][m - 1] */
        b[i] = malloc((size_t)m * sizeof(double));
        for (j = -4; j < m; j++)
            a[i][j] = (double)(i * 100 + j);
        for (j = 0; j < m; j++)
            b[i][j] = 0.0;
    }
    for (off = 0; off <= 4; off += 4) {
        shift(a, b, n, m, off);
        for (i = 0; i < n; i++)
            for (j = 0; j < m; j++)
                printf("%a\n", b[i][j]);
    }
    for (i = 0; i < n; i++) {
        free(a[i] - 4);
        free(b[i]);
    }
    free(a);
    free(b);
    return 0;
}
