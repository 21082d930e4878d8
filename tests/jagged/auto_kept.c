/* A time loop calling region functions on tables of pointers to rows,
 * with no host access in between: bbmm-pp wraps it in an automatic data
 * scope that lists the tables, which then keeps their gathered blocks on
 * the devices (include/bbmm/rowblock.h).  The second function reaches
 * only the interior of one table and all of another; the third reads one
 * table twice (a copy of its rows before the run, NPB MG's resid(u, r,
 * r)).  The rows are read after the loop, where the scope has written
 * them back.  Built plain and through bbmm-pp, compared byte for byte. */
#include <stdio.h>
#include <stdlib.h>

#define N 18

static void step(double **t, int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            t[i][j] = t[i][j] * 0.5 + 1.0;
}

static void inner(double **t, double **s, int n)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            s[i][j] = s[i][j] + 0.25 * (t[i - 1][j] + t[i + 1][j] + t[i][j - 1] + t[i][j + 1]);
}

static void twice(double **a, double **b, double **c, int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            c[i][j] = a[i][j] - 0.5 * b[i][j];
}

int main(void)
{
    double **t = malloc(N * sizeof(*t)), **s = malloc(N * sizeof(*s));
    int i, j, it;
    for (i = 0; i < N; i++) {
        t[i] = malloc(N * sizeof(**t));
        s[i] = malloc(N * sizeof(**s));
        for (j = 0; j < N; j++) {
            t[i][j] = (double)((i * 5 + j * 3 + 1) % 9);
            s[i][j] = (double)((i * 5 + j * 3 + 4) % 9);
        }
    }
    for (it = 0; it < 6; it++) {
        step(t, N);
        inner(t, s, N);
        twice(t, s, s, N);
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%d %d %a %a\n", i, j, t[i][j], s[i][j]);
    for (i = 0; i < N; i++) {
        free(t[i]);
        free(s[i]);
    }
    free(t);
    free(s);
    return 0;
}
