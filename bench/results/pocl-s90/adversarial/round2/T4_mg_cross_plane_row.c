/* double *** where one row is shared between two planes (u[1][2] == u[2][1]), written by the region */
#include <stdio.h>
#include <stdlib.h>
static void f(double ***u, int n)
{
    int a, b, c;
#pragma bbmm
    for (a = 0; a < n; a++)
        for (b = 0; b < n; b++)
            for (c = 0; c < n; c++)
                u[a][b][c] = u[a][b][c] * 0.5 + a - b + c;
}
int main(void)
{
    int N = 4, a, b, c, n;
    double ***u = malloc(N * sizeof(double **));
    for (a = 0; a < N; a++) { u[a] = malloc(N * sizeof(double *)); for (b = 0; b < N; b++) { u[a][b] = malloc(N * sizeof(double)); for (c = 0; c < N; c++) u[a][b][c] = a * 16 + b * 4 + c; } }
    free(u[2][1]); u[2][1] = u[1][2];
    for (n = 1; n <= N; n++) f(u, n);
    for (a = 0; a < N; a++) for (b = 0; b < N; b++) for (c = 0; c < N; c++) printf("%a\n", u[a][b][c]);
    return 0;
}
