/* a table whose rows repeat (a[3] = a[1]) read-only, output to another table */
#include <stdio.h>
#include <stdlib.h>
int main(void)
{
    int n = 12, m = 50, i, j, t;
    double **a = malloc(n * sizeof *a), **b = malloc(n * sizeof *b);
    for (i = 0; i < n; i++) {
        b[i] = malloc(m * sizeof(double));
        if (i % 4 == 3) a[i] = a[i - 2]; else { a[i] = malloc(m * sizeof(double)); for (j = 0; j < m; j++) a[i][j] = (double)((i + j) % 6); }
    }
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < n; i++)
            for (j = 0; j < m; j++)
                b[i][j] = a[i][j] * 2.0 + (double)t;
#pragma bbmm
        for (i = 0; i < n; i++)
            if (i % 4 != 3)
                for (j = 0; j < m; j++)
                    a[i][j] = a[i][j] + 0.5 * b[i][(j + 1) % m];
    }
    for (i = 0; i < n; i++) printf("%a %a\n", a[i][i], b[i][m - 1 - i]);
    return 0;
}
