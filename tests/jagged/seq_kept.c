/* Regions left as sequential code, and host updates, inside a data scope
 * that keeps tables' blocks (bbmm/rowblock.h): an update of the host, and
 * a sequential region, make a kept block's rows current and keep the
 * block; a sequential region that writes through a table drops every
 * block its rows may lie in:
 *   - a sum and a maximum over x (read only) between device runs on x;
 *   - a running sum written through y, whose rows are x's in reverse
 *     order, while x's block is kept: the next device run on x reads the
 *     rows the sequential region wrote;
 *   - a running sum written through x itself after device runs wrote it
 *     (the host's values win over the block's);
 *   - "update host(x)" and a host read twice, a device run writing x in
 *     between (the second update brings its values);
 *   - a kept 2-D array only read by a sequential region.
 * Built plain and through bbmm-pp, compared byte for byte. */
#include <stdio.h>
#include <stdlib.h>

#define N 11
#define M 13

static double G[N][M];

static double **table(int n, int m, int seed)
{
    double **t = malloc((size_t)n * sizeof(*t));
    int i, j;
    for (i = 0; i < n; i++) {
        t[i] = malloc((size_t)m * sizeof(**t));
        for (j = 0; j < m; j++)
            t[i][j] = (double)((i * 5 + j * 3 + seed) % 11) * 0.5 - 2.0;
    }
    return t;
}

/* x's interior relaxed, G's too */
static void relax(double **x, int n, int m)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < m - 1; j++) {
            x[i][j] = 0.5 * x[i][j] + 0.125 * (x[i - 1][j] + x[i + 1][j] + x[i][j - 1] + x[i][j + 1]);
            G[i][j] = G[i][j] * 0.75 + 0.25 * x[i][j];
        }
}

/* sum and maximum of |x| (and of G): sequential */
static void norm(double **x, int n, int m, double *sum, double *top)
{
    double s = 0.0, a, tmp = 0.0;
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++) {
            s = s + x[i][j] * x[i][j] + G[i][j];
            a = x[i][j] < 0 ? -x[i][j] : x[i][j];
            if (a > tmp)
                tmp = a;
        }
    *sum = s;
    *top = tmp;
}

/* a running sum written through "y", reading "x" (sequential) */
static void running(double **y, double **x, int n, int m)
{
    double s = 0.0;
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++) {
            s = s * 0.5 + x[n - 1 - i][j];
            y[i][j] = s;
        }
}

static double sum2(double **t, int n, int m)
{
    double s = 0.0;
    int i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            s += t[i][j] * (double)(1 + (i + 2 * j) % 5);
    return s;
}

int main(void)
{
    double **x = table(N, M, 3), **y = malloc(N * sizeof(*y)), sum, top;
    int i, j, t;
    for (i = 0; i < N; i++) {
        y[i] = x[N - 1 - i];
        for (j = 0; j < M; j++)
            G[i][j] = (double)((i + j) % 4);
    }
#pragma bbmm data
    {
        for (t = 0; t < 3; t++) {
            relax(x, N, M);
            norm(x, N, M, &sum, &top);
            printf("t %d: norm %a %a\n", t, sum, top);
            relax(x, N, M);
            running(y, x, N, M);
            relax(x, N, M);
            norm(x, N, M, &sum, &top);
            printf("t %d: after y %a %a\n", t, sum, top);
            relax(x, N, M);
            running(x, x, N, M);
#pragma bbmm update host(x)
            printf("t %d: x %a\n", t, sum2(x, N, M));
            relax(x, N, M);
#pragma bbmm update host(x)
            printf("t %d: x %a\n", t, sum2(x, N, M));
        }
    }
    printf("x %a\n", sum2(x, N, M));
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            printf("%d %d %a %a\n", i, j, x[i][j], G[i][j]);
    for (i = 0; i < N; i++)
        free(x[i]);
    free(x);
    free(y);
    return 0;
}
