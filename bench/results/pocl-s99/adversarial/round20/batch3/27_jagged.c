#include <stdio.h>
#include <stdlib.h>

static void lap(int n, int m, double **u, double **v)
{
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < m - 1; j++)
            v[i][j] = u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4 * u[i][j];
}

int main(void)
{
    int n = 12, m = 9;
    double **u = malloc(n * sizeof *u), **v = malloc(n * sizeof *v);
    double *block = malloc(n * m * sizeof(double));
    for (int i = 0; i < n; i++) { u[i] = block + i * m; v[i] = calloc(m, sizeof(double)); }
    for (int i = 0; i < n * m; i++) block[i] = (i * 7 % 13) * 0.5;
    lap(n, m, u, v);
    double h = 0; for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) h = h * 0.9 + v[i][j];
    printf("%a\n", h);
    /* rows that share memory with the written table */
    v[3] = u[4];
    lap(n, m, u, v);
    h = 0; for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) h = h * 0.9 + v[i][j] + u[i][j];
    printf("%a\n", h);
    /* a row pointer into the middle: shifted view */
    for (int i = 0; i < n; i++) u[i] = block + i * m + (i % 2);
    lap(n, m - 1, u, v);
    h = 0; for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) h = h * 0.9 + v[i][j];
    printf("%a\n", h);
    return 0;
}
