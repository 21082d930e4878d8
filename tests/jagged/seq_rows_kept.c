/* Regions left as sequential code inside data scopes, reaching rows
 * through tables whose rows the scope keeps elsewhere (bbmm-gen's
 * f-jagged-in-array, f-jagged-seq-region and f-jagged-workspace found
 * each silently wrong before):
 *   - rows lying in a kept array (rows[i] = D[i]), written by a region on
 *     the devices, then read by a sequential sum through the table: the
 *     host reads D's current values (the sync covers every kept array,
 *     not the table's own memory only);
 *   - a sequential running sum writing those rows through the table: the
 *     next region on D reads the host's values (the devices' copies of
 *     every kept array go);
 *   - the same in a scope without a list;
 *   - a function called in a scope without a list that mallocs a table,
 *     runs a region on it, reads it and frees it: no scope keeps a
 *     local's table (the next call's malloc returns the same memory).
 * Built plain and through bbmm-pp, compared byte for byte. */
#include <stdio.h>
#include <stdlib.h>

#define N 8
#define NN 10

static double D[N][N];
static double *rows[N];

static double total(double **t, int n)
{
    double s = 0.0;
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            s = s + t[i][j];
    return s;
}

static void running(double **t, int n)
{
    double s = 0.0;
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            s = 0.5 * s + t[i][j];
            t[i][j] = s;
        }
}

static void halve(void)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            D[i][j] = D[i][j] * 0.5 + (double)j;
}

static double work(int un, double x)
{
    double **w = malloc(NN * sizeof *w), r;
    int i, j;
    for (i = 0; i < NN; i++) {
        w[i] = malloc(NN * sizeof **w);
        for (j = 0; j < NN; j++)
            w[i][j] = x * 0.5 + i - j * 0.25;
    }
#pragma bbmm
    for (i = 0; i < un; i++)
        for (j = 0; j < un; j++)
            w[i][j] = w[i][j] * 0.5 + 0.125 * j;
    r = w[1][2] + w[un - 1][0];
    for (i = 0; i < NN; i++)
        free(w[i]);
    free(w);
    return r;
}

int main(void)
{
    int i, j, t;
    double s = 0.0;
    for (i = 0; i < N; i++) {
        rows[i] = D[i];
        for (j = 0; j < N; j++)
            D[i][j] = (double)((i * 3 + j * 5) % 7);
    }
#pragma bbmm data(D)
    {
        for (t = 0; t < 2; t++) {
            halve();
            printf("listed %d: sum %a\n", t, total(rows, N));
            running(rows, N);
            halve();
        }
    }
#pragma bbmm data
    {
        for (t = 0; t < 2; t++) {
            halve();
            printf("list-less %d: sum %a\n", t, total(rows, N));
            running(rows, N);
            halve();
            s += work(8, t);
            printf("work %d: %a\n", t, s);
        }
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%d %d %a\n", i, j, D[i][j]);
    return 0;
}
