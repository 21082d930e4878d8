/* the same table passed as input and output where reads come after writes in C order (i-1 row) */
#include <stdio.h>
#include <stdlib.h>
static void f(double **in, double **out, int n)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n; i++)
        for (j = 0; j < n; j++)
            out[i][j] = in[i - 1][j] * 0.5 + in[i][j];
}
static void g(double **in, double **out, int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n - 1; i++)
        for (j = 0; j < n; j++)
            out[i][j] = in[i + 1][j] - in[i][j] * 0.25;
}
int main(void)
{
    int N = 9, i, j, n;
    double **a = malloc(N * sizeof(double *)), **b = malloc(N * sizeof(double *));
    for (i = 0; i < N; i++) { a[i] = malloc(N * sizeof(double)); b[i] = malloc(N * sizeof(double)); for (j = 0; j < N; j++) { a[i][j] = (i * 5 + j) % 7; b[i][j] = 0.5 * j; } }
    for (n = 0; n <= N; n += 3) { f(a, b, n); f(a, a, n); g(b, b, n); g(a, b, n - 1 > 0 ? n - 1 : 0); }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", a[i][j], b[i][j]);
    return 0;
}
