/* two tables whose rows are different rows of one table: out = a+1 (shifted), so out[i] == in[i+1] */
#include <stdio.h>
#include <stdlib.h>
static void f(double **in, double **out, int n, int m)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            out[i][j] = in[i][j] + 0.5 * in[i][m - 1 - j];
}
int main(void)
{
    int N = 8, M = 6, i, j, n;
    double **a = malloc(N * sizeof(double *));
    for (i = 0; i < N; i++) { a[i] = malloc(M * sizeof(double)); for (j = 0; j < M; j++) a[i][j] = i * M + j; }
    for (n = 0; n < N; n += 3) f(a, a + 1, n, M);
    for (n = 1; n < N; n += 3) f(a + 1, a, n, M - 1);
    for (i = 0; i < N; i++) for (j = 0; j < M; j++) printf("%a\n", a[i][j]);
    return 0;
}
