/* resid(u, v, r) of alias_rows.c also called as resid(r, r, r): u's
 * neighbours are read after the elements of r of the same subscripts were
 * written, in the order as written (r[i - 1][j] in the row before), so a
 * copy of the rows as they were is not what C reads: that call runs on
 * the host as written, and says so; the others on the devices. */
#include <stdio.h>
#include <stdlib.h>

#define N 12

static void resid(double **u, double **v, double **r, int n)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            r[i][j] = v[i][j] - 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]) + 0.5 * u[i][j];
}

static double **table(int n, double seed)
{
    double **t = malloc((size_t)n * sizeof(*t));
    int i, j;
    for (i = 0; i < n; i++) {
        t[i] = malloc((size_t)n * sizeof(**t));
        for (j = 0; j < n; j++)
            t[i][j] = seed + (double)((i * 7 + j * 3) % 11) / 4.0;
    }
    return t;
}

int main(void)
{
    double **u = table(N, 0.5), **v = table(N, -1.0), **r = table(N, 2.0);
    int i, j, k, n;
    for (k = 0; k < 3; k++) {
        n = N - k;
        resid(u, v, r, n);
        resid(u, r, r, n);
        resid(r, r, r, n - 2);
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a %a\n", r[i][j], v[i][j]);
    for (i = 0; i < N; i++) {
        free(u[i]);
        free(v[i]);
        free(r[i]);
    }
    free(u);
    free(v);
    free(r);
    return 0;
}
