/* Rows reached through a table that point into an array a data scope
 * keeps on the devices: the gather must read the values the devices hold
 * (the kept array brought up to date on the host first), and the rows a
 * region writes through the table must replace the devices' copies. */
#include <stdio.h>

#define N 24

static double A[N][N], B[N][N];

static void relax(void)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            A[i][j] = A[i][j] * 0.5 + B[i][j];
}

static void through(double **rows, int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            B[i][j] = rows[i][j] * 0.25 + (double)j;
}

static void scale(double **rows, int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            rows[i][j] = rows[i][j] * 2.0 - 1.0;
}

int main(void)
{
    double *rows[N];
    int i, j, t;
    for (i = 0; i < N; i++) {
        rows[i] = A[i];
        for (j = 0; j < N; j++) {
            A[i][j] = (double)((i * 7 + j * 3) % 11);
            B[i][j] = (double)((i + j) % 5) * 0.5;
        }
    }
#pragma bbmm data(A, B)
    for (t = 0; t < 3; t++) {
        relax();
        through(rows, N);
        scale(rows, N);
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
