// expect-explain: automatic data scope in cycle, lines [0-9]+-[0-9]+: not made: an element of a table of pointers is passed to a region, so that a data scope without a list would be needed, but 'acc' of 'smooth', which its region uses, is not checked
// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: host code reads or writes through a pointer or array that may be a kept one
/* Where an automatic data scope would keep elements of a table of tables
 * ("u[k]": without a list), everything its regions use must be checked
 * by bbmm-pp: a static local array of a called function, which its host
 * code writes between the calls, is not, and no scope is made in "cycle"
 * (a listed one could not keep the levels); in main, a global pointer
 * other files could name is read through.  Built plain and through
 * bbmm-pp; tests/scope_host.cmake compares their output bytes on 1, 2 and
 * 4 devices. */
#include <stdio.h>
#include <stdlib.h>

#define LEVELS 2

double *gscale;

static void smooth(double **z, int n)
{
    static double acc[8];
    int i, j;
    acc[n % 8] += 1.0; /* host code of its own on its static array */
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            z[i][j] = 0.5 * z[i][j] + 0.25 * z[i - 1][j] + acc[j % 8];
}

static void cycle(double ***u, int top)
{
    int k;
    for (k = 0; k <= top; k++)
        smooth(u[k], 4 << k);
}

int main(void)
{
    double ***u = malloc(LEVELS * sizeof(*u));
    double s = 0.0;
    int k, i, j, t;
    gscale = malloc(2 * sizeof(double));
    gscale[0] = 0.5;
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
        s += gscale[0];
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
    free(gscale);
    return 0;
}
