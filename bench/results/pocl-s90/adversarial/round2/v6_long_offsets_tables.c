/* table of rows indexed with long and unsigned subscripts: a[(long)i + off][u - 1u] */
#include <stdio.h>
#include <stdlib.h>
static void f(double **a, double **b, int n, long off, unsigned m)
{
    int i;
    unsigned u;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (u = 1; u < m; u++)
            b[i][u - 1u] = a[(long)i + off][u] * 0.5 + a[i][u - 1u];
}
int main(void)
{
    int N = 8, M = 6, i, j, n;
    double **a = malloc(N * sizeof(double *)), **b = malloc(N * sizeof(double *));
    for (i = 0; i < N; i++) { a[i] = malloc(M * sizeof(double)); b[i] = malloc(M * sizeof(double)); for (j = 0; j < M; j++) { a[i][j] = i * 10 + j; b[i][j] = 0; } }
    for (n = 0; n <= 5; n += 5) { f(a, b, n, 3L, M); f(a, b, n, 2L, 1u); f(a, b, n + 1, 0L, 4u); }
    for (i = 0; i < N; i++) for (j = 0; j < M; j++) printf("%a\n", b[i][j]);
    return 0;
}
