/* A table of pointers to rows with a mirror row inside a data scope
 * without a list: its ghost entry above the last, t[N + 1], is the row
 * t[N - 1].  lap() reads rows 0 .. N + 1, so its run gathers row N - 1
 * into the kept block twice (at N - 1 and at N + 1); upd() then writes
 * rows 1 .. N, row N - 1 at one place only.  The next lap() must read the
 * ghost's new values, and the scope's end must write back row N - 1 as
 * upd() left it: a block that holds a row twice is not kept past its run
 * (bbmmi_rowblock_sort, bbmmi_rows_release).  Built plain and through
 * bbmm-pp, compared byte for byte. */
#include <stdio.h>
#include <stdlib.h>

#define N 8
#define M 10

static void lap(double **t, double **o, int n, int m)
{
    int i, j;
#pragma bbmm
    for (i = 1; i <= n; i++)
        for (j = 0; j < m; j++)
            o[i][j] = t[i - 1][j] + t[i + 1][j] - 2.0 * t[i][j];
}

static void upd(double **t, double **o, int n, int m)
{
    int i, j;
#pragma bbmm
    for (i = 1; i <= n; i++)
        for (j = 0; j < m; j++)
            t[i][j] = t[i][j] + 0.25 * o[i][j];
}

int main(void)
{
    double **t = malloc((N + 2) * sizeof(*t)), **o = malloc((N + 2) * sizeof(*o));
    int i, j, it;
    for (i = 0; i <= N; i++) { /* rows in ascending addresses, as malloc mostly gives them */
        t[i] = malloc(M * sizeof(double));
        for (j = 0; j < M; j++)
            t[i][j] = (double)((i * 5 + j * 3) % 7);
    }
    t[N + 1] = t[N - 1];
    for (i = 0; i < N + 2; i++)
        o[i] = calloc(M, sizeof(double));
#pragma bbmm data
    {
        for (it = 0; it < 5; it++) {
            lap(t, o, N, M);
            upd(t, o, N, M);
        }
    }
    for (i = 0; i <= N; i++)
        for (j = 0; j < M; j++)
            printf("%d %d %a %a\n", i, j, t[i][j], o[i][j]);
    for (i = 0; i <= N; i++)
        free(t[i]);
    for (i = 0; i < N + 2; i++)
        free(o[i]);
    free(t);
    free(o);
    return 0;
}
