/* data(A) scope on a malloc'd flat A: one region uses A flat, another a table of row pointers rows[i] = A + i * m; update host(A) then host reads */
#include <stdio.h>
#include <stdlib.h>
static void flat(int nm, double *a)
{
    int i;
#pragma bbmm
    for (i = 0; i < nm; i++)
        a[i] = a[i] * 0.5 + 1.0;
}
static void byrows(int n, int m, double **r)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 1; j < m; j++)
            r[i][j] = r[i][j] + r[i][0];
}
int main(void)
{
    int n = 5, m = 4, i, t;
    double *A = malloc(sizeof(double) * n * m);
    double **rows = malloc(sizeof(double *) * n);
    double s = 0.0;
    for (i = 0; i < n * m; i++) A[i] = i % 7;
    for (i = 0; i < n; i++) rows[i] = A + i * m;
#pragma bbmm data(A)
    for (t = 0; t < 3; t++) {
        flat(n * m, A);
        byrows(n, m, rows);
#pragma bbmm update host(A)
        s += A[m + 1] + A[n * m - 1];
    }
    printf("%a\n", s);
    for (i = 0; i < n * m; i++) printf("%a\n", A[i]);
    free(rows);
    free(A);
    return 0;
}
