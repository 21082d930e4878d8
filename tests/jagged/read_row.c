// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: u stay on the devices
// expect-output: bbmm_pp_kept_read\(\(const void \*\)\(u ?\[ ?5 ?\]\), BBMM_PP_TABLE\(u ?\[ ?5 ?\]\)\)
/* tests/jagged/read_row.c - a host function given one row of a table that
 * an automatic data scope keeps (row_sum(u[5], n)), whose region writes
 * only the row's interior: the block holds the row from its second
 * element on, and the reader reads all of it.  The row's bytes are made
 * current before the call (bbmmi_rows_read_host: every kept block), not
 * only the block whose span holds the row's first byte (before: stale
 * sums on every step, a review's program). */
#include <stdio.h>
#include <stdlib.h>

#define N 16

static void step(double **u, int n)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            u[i][j] = u[i][j] * 0.5 + 1.0;
}

static double row_sum(double *r, int n)
{
    double s = 0.0;
    int j;
    for (j = 0; j < n; j++)
        s += r[j];
    return s;
}

int main(void)
{
    double **u = malloc(N * sizeof(*u));
    int i, j, t;
    for (i = 0; i < N; i++) {
        u[i] = malloc(N * sizeof(**u));
        for (j = 0; j < N; j++)
            u[i][j] = (double)(i + j);
    }
    for (t = 0; t < 4; t++) {
        step(u, N);
        printf("t %d row5 %.17g\n", t, row_sum(u[5], N));
    }
    printf("u[5][5] %.17g\n", u[5][5]);
    for (i = 0; i < N; i++)
        free(u[i]);
    free(u);
    return 0;
}
