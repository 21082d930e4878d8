/* rows outside the guarded range are NULL: a[i-1] only read when i > 0, a[n] never touched */
#include <stdio.h>
#include <stdlib.h>
static void f(double **a, double **b, int n, int m)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            b[i][j] = (i > 0 ? a[i - 1][j] : 0.0) + (i + 1 < n && j > 0 ? a[i + 1][j - 1] : 1.0);
}
int main(void)
{
    int N = 8, M = 5, i, j, n;
    double **a = malloc((N + 1) * sizeof(double *)), **b = malloc(N * sizeof(double *));
    for (i = 0; i < N; i++) { a[i] = malloc(M * sizeof(double)); b[i] = malloc(M * sizeof(double)); for (j = 0; j < M; j++) { a[i][j] = i * M + j; b[i][j] = -1; } }
    a[N] = NULL;
    for (n = 0; n <= N; n += 3) f(a, b, n, M - n % 2);
    for (i = 0; i < N; i++) for (j = 0; j < M; j++) printf("%a\n", b[i][j]);
    return 0;
}
