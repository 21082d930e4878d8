/* double *** whose planes share one row table for reading (u[k] == u[0]); written grid separate */
#include <stdio.h>
#include <stdlib.h>
static void f(double ***u, double ***r, int n)
{
    int a, b, c;
#pragma bbmm
    for (a = 1; a < n - 1; a++)
        for (b = 1; b < n - 1; b++)
            for (c = 1; c < n - 1; c++)
                r[a][b][c] = u[a - 1][b][c] + u[a + 1][b][c] - 2.0 * u[a][b - 1][c + 1];
}
int main(void)
{
    int N = 7, a, b, c, n;
    double ***u = malloc(N * sizeof(double **)), ***r = malloc(N * sizeof(double **));
    double **plane = malloc(N * sizeof(double *));
    for (b = 0; b < N; b++) { plane[b] = malloc(N * sizeof(double)); for (c = 0; c < N; c++) plane[b][c] = b * 0.5 + c; }
    for (a = 0; a < N; a++) {
        u[a] = plane;
        r[a] = malloc(N * sizeof(double *));
        for (b = 0; b < N; b++) { r[a][b] = malloc(N * sizeof(double)); for (c = 0; c < N; c++) r[a][b][c] = -1.0; }
    }
    for (n = 0; n <= N; n += 3) f(u, r, n);
    for (a = 0; a < N; a++) for (b = 0; b < N; b++) for (c = 0; c < N; c++) printf("%a\n", r[a][b][c]);
    return 0;
}
