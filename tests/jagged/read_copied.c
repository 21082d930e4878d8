// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: v stay on the devices
/* tests/jagged/read_copied.c - a table filled pointer by pointer from
 * another (v[i] = u[i]): regions write through v, which an automatic data
 * scope keeps, and a host function reads through u between steps.  u
 * is in v's alias set; the rows u reaches are v's block's, which its
 * table's own memory does not show, so all kept memory is made current
 * before the call (before: the reader saw the rows of the scope's
 * start). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 16

static void step(double **v, int n)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 0; j < n; j++)
            v[i][j] = v[i][j] * 0.5 + 1.0;
}

static void show(double **u, int n, int t)
{
    double acc = 0.0;
    int i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            acc = acc * 0.5 + u[i][j];
    printf("t %d %.17g\n", t, acc);
}

int main(void)
{
    double **u = malloc(N * sizeof(*u)), **v = malloc(N * sizeof(*v));
    int i, j, t;
    for (i = 0; i < N; i++) {
        u[i] = malloc(N * sizeof(**u));
        for (j = 0; j < N; j++)
            u[i][j] = (double)(i + j);
    }
    for (i = 0; i < N; i++)
        v[i] = u[i];
    for (t = 0; t < 4; t++) {
        step(v, N);
        show(u, N, t);
    }
    printf("u[5][5] %.17g\n", u[5][5]);
    for (i = 0; i < N; i++)
        free(u[i]);
    free(u);
    free(v);
    return 0;
}
