/* table rows into one contiguous block (a[0] = malloc(n*m), a[i] = a[0]+i*m),
   region on the table and region on the flat block */
#include <stdio.h>
#include <stdlib.h>
static void scale_flat(int n, int m, double *f, double c)
{
    int i, j;
#pragma bbmm array(f[n][m])
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            f[i * m + j] = f[i * m + j] * c;
}
int main(void)
{
    int n = 16, m = 21, i, j, t;
    double **a = malloc(n * sizeof *a), *s = calloc(n, sizeof *s);
    a[0] = malloc((size_t)n * m * sizeof(double));
    for (i = 1; i < n; i++) a[i] = a[0] + (size_t)i * m;
    for (i = 0; i < n; i++) for (j = 0; j < m; j++) a[i][j] = (double)((i + 3 * j) % 10) / 9.0;
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 0; i < n; i++)
            for (j = 1; j < m; j++)
                a[i][j] = a[i][j] + 0.5 * a[i][j - 1] * 0.0 + 0.25;
        scale_flat(n, m, a[0], 0.75);
#pragma bbmm
        for (i = 0; i < n; i++)
            for (j = 0; j < m; j++)
                s[i] += a[i][j];
    }
    for (i = 0; i < n; i++) printf("%a %a\n", s[i], a[i][m - 1]);
    return 0;
}
