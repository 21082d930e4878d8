// expect-output: BBMM_PP_TABLE\(lev\)
/* tests/jagged/lev_swap.c - two time levels of a 3-D grid in an array of
 * tables, lev[0] old and lev[1] new, swapped on the host every step inside
 * an explicit data scope without a list, with "update host(lev)" before
 * and "update device(lev)" after the swap; the step function has two
 * regions (its own automatic scope listing its tables).  An update of an
 * array of tables reaches all the memory the scope keeps, so a region
 * taking one of its entries ("lev[1]") leaves nothing out (before: the
 * tool asked for "update host(lev)", then refused it as an update of a
 * pointer that a region takes a part of, a review's program). */
#include <stdio.h>
#include <stdlib.h>

#define N 10

static double ***alloc3(int n, int seed)
{
    double ***t = malloc(n * sizeof(*t));
    int i, j, k;
    for (i = 0; i < n; i++) {
        t[i] = malloc(n * sizeof(**t));
        for (j = 0; j < n; j++) {
            t[i][j] = malloc(n * sizeof(***t));
            for (k = 0; k < n; k++)
                t[i][j][k] = (double)((i * 7 + j * 5 + k * 3 + seed) % 13) * 0.125;
        }
    }
    return t;
}

static void free3(double ***t, int n)
{
    int i, j;
    for (i = 0; i < n; i++) {
        for (j = 0; j < n; j++)
            free(t[i][j]);
        free(t[i]);
    }
    free(t);
}

static void advance(double ***un, double ***uo, double ***f, int n)
{
    int i, j, k;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            for (k = 1; k < n - 1; k++)
                un[i][j][k] = (uo[i - 1][j][k] + uo[i + 1][j][k] + uo[i][j - 1][k] + uo[i][j + 1][k] + uo[i][j][k - 1] + uo[i][j][k + 1]) / 6.0 + f[i][j][k];
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            for (k = 1; k < n - 1; k++)
                f[i][j][k] = 0.9 * f[i][j][k] - 0.01 * un[i][j][k];
}

int main(void)
{
    double ***lev[2], ***f, ***tmp, acc = 0.0;
    int t, i, j, k, l;
    lev[0] = alloc3(N, 1);
    lev[1] = alloc3(N, 2);
    f = alloc3(N, 3);
#pragma bbmm data
    for (t = 0; t < 7; t++) {
        advance(lev[1], lev[0], f, N);
#pragma bbmm update host(lev)
        tmp = lev[0];
        lev[0] = lev[1];
        lev[1] = tmp;
#pragma bbmm update device(lev)
    }
    for (l = 0; l < 2; l++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                for (k = 0; k < N; k++)
                    acc = acc * 0.5 + lev[l][i][j][k] + 0.25 * f[i][j][k];
    printf("acc %.17g %.17g %.17g %.17g\n", acc, lev[0][4][4][4], lev[1][5][4][3], f[2][3][4]);
    free3(lev[0], N);
    free3(lev[1], N);
    free3(f, N);
    return 0;
}
