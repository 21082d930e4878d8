/* host writes rows of a table between regions (boundary refresh) */
#include <stdio.h>
#include <stdlib.h>
int main(void)
{
    int n = 20, m = 33, i, j, t;
    double **a = malloc(n * sizeof *a), **b = malloc(n * sizeof *b);
    for (i = 0; i < n; i++) {
        a[i] = malloc(m * sizeof(double)); b[i] = malloc(m * sizeof(double));
        for (j = 0; j < m; j++) a[i][j] = b[i][j] = (double)((i + j) % 3);
    }
    for (t = 0; t < 8; t++) {
        for (j = 0; j < m; j++) { a[0][j] = (double)t; a[n - 1][j] = -(double)t; }
        a[t % n][t % m] += 1.0;
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < m - 1; j++)
                b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < m - 1; j++)
                a[i][j] = b[i][j];
    }
    for (i = 0; i < n; i++) printf("%a\n", a[i][(i * 7) % m]);
    return 0;
}
