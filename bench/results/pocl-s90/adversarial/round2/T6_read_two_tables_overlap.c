/* two read-only tables with overlapping rows and a written static array; then the tables as outputs in turn */
#include <stdio.h>
#include <stdlib.h>
#define M 6
static double C[8][M];
static void f(double **p, double **q, int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < M; j++)
            C[i][j] = p[i][j] - q[i][M - 1 - j];
}
static void g(double **p, double **q, int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < M - 1; j++)
            p[i][j] = q[i][j + 1] + C[i][j];
}
int main(void)
{
    double *blk = malloc(10 * M * sizeof(double)), *p[8], *q[8];
    int i, j, n;
    for (i = 0; i < 10 * M; i++) blk[i] = (i * 5) % 11;
    for (i = 0; i < 8; i++) { p[i] = blk + i * M; q[i] = blk + i * M + M / 2; for (j = 0; j < M; j++) C[i][j] = 0; }
    for (n = 0; n <= 8; n += 4) { f(p, q, n); g(p, q, n); g(q, p, n / 2); }
    for (i = 0; i < 10 * M; i++) printf("%a\n", blk[i]);
    for (i = 0; i < 8; i++) for (j = 0; j < M; j++) printf("%a\n", C[i][j]);
    return 0;
}
