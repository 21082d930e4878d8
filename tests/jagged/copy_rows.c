/* The minimal form of a table of pointers the tool once took for the data
 * (a wrong sum, exit status 0): "double **a" rows filled from a 2-D array,
 * and "double *t[4]", an array of row pointers. */
#include <stdio.h>
#include <stdlib.h>

#define N 4

static void copy(double **a, double b[N][N], int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            a[i][j] = b[i][j] + 1.0;
}

static void scale(double *t[N], int n, double s)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            t[i][j] = t[i][j] * s + (double)j;
}

int main(void)
{
    double b[N][N], *a[N], sum = 0.0;
    int i, j;
    for (i = 0; i < N; i++) {
        a[i] = malloc(N * sizeof(double));
        for (j = 0; j < N; j++) {
            b[i][j] = 0.0;
            a[i][j] = -1.0;
        }
    }
    copy(a, b, N);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            sum += a[i][j];
    printf("sum %g\n", sum);
    scale(a, N, 0.5);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a\n", a[i][j]);
    for (i = 0; i < N; i++)
        free(a[i]);
    return 0;
}
