/* NPB MG's resid(u, v, r) also called as resid(u, r, r): r = v - A u on a
 * table of pointers to rows, with v and r one table.  Every element of v
 * it reads is read before r's element of the same subscripts is written
 * (no later statement reads it), so v's gathered block is a copy of the
 * rows as they were, which is what C reads: the region runs on the
 * devices both ways (pragma-tool/jagged.c, pp_jagged_snapshots). */
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
