// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: an element of 'u' is passed to 'poke', which uses it on the host
// expect-explain: automatic data scope in cycle, lines [0-9]+-[0-9]+: not made: an element of 'u' is passed to 'poke', which uses it on the host
// expect-no-output: bbmm_pp_kept_read\(\(
/* A function that writes an element of a kept table on the host, or
 * reads a row's address from it, is no reader that an update of the host
 * before its call would serve (bbmm_pp_kept_read is for element reads
 * only): no automatic data scope keeps the table across it.  Built plain
 * and through bbmm-pp; tests/scope_host.cmake compares their output bytes
 * on 1, 2 and 4 devices. */
#include <stdio.h>
#include <stdlib.h>

#define LEVELS 2

static void poke(double **z, int k)
{
    z[1][1] += 0.5 * k; /* a host write */
}

static double first(double **z)
{
    double *row = z[0]; /* a row's address, not an element */
    return row[0];
}

static void smooth(double **z, int n)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            z[i][j] = 0.5 * z[i][j] + 0.25 * z[i - 1][j];
}

static void cycle(double ***u, int top)
{
    int k;
    for (k = 0; k <= top; k++) {
        smooth(u[k], 4 << k);
        poke(u[k], k);
        smooth(u[k], 4 << k);
    }
}

int main(void)
{
    double ***u = malloc(LEVELS * sizeof(*u)), s = 0.0;
    int k, i, j, t;
    for (k = 0; k < LEVELS; k++) {
        u[k] = malloc((size_t)(4 << k) * sizeof(**u));
        for (i = 0; i < 4 << k; i++) {
            u[k][i] = malloc((size_t)(4 << k) * sizeof(***u));
            for (j = 0; j < 4 << k; j++)
                u[k][i][j] = (double)((i * 3 + j + k) % 7);
        }
    }
    for (t = 0; t < 3; t++) {
        cycle(u, LEVELS - 1);
        s += first(u[0]);
    }
    for (k = 0; k < LEVELS; k++)
        for (i = 0; i < 4 << k; i++)
            for (j = 0; j < 4 << k; j++)
                printf("%d %d %d %a\n", k, i, j, u[k][i][j]);
    printf("%a\n", s);
    for (k = 0; k < LEVELS; k++) {
        for (i = 0; i < 4 << k; i++)
            free(u[k][i]);
        free(u[k]);
    }
    free(u);
    return 0;
}
