/* table of rows read at d[i % n][j % n] over a larger range */
#include <stdio.h>
#include <stdlib.h>
int main(void)
{
    int n = 12, m = 30, i, j, t;
    double **d = malloc(n * sizeof *d), *e = malloc((size_t)m * m * sizeof *e);
    for (i = 0; i < n; i++) { d[i] = malloc(n * sizeof(double)); for (j = 0; j < n; j++) d[i][j] = (double)((i * j + 1) % 7); }
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                d[i][j] = d[i][j] * 0.5 + (double)t;
#pragma bbmm array(e[m][m])
        for (i = 0; i < m; i++)
            for (j = 0; j < m; j++)
                e[i * m + j] = d[i % n][j % n] + (double)(i - j);
    }
    for (i = 0; i < m * m; i += 31) printf("%a\n", e[i]);
    return 0;
}
