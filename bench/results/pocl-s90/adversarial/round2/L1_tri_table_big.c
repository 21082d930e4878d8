/* bigger triangular table (rows of length i+1), Cholesky-style trailing update with odd sizes */
#include <stdio.h>
#include <stdlib.h>
static void upd(double **L, int n, int k)
{
    int i, j;
#pragma bbmm
    for (i = k + 1; i < n; i++)
        for (j = k + 1; j <= i; j++)
            L[i][j] = L[i][j] - L[i][k] * L[j][k];
}
int main(void)
{
    int N = 53, i, j, k, n;
    double **L = malloc(N * sizeof(double *));
    for (i = 0; i < N; i++) { L[i] = malloc((i + 1) * sizeof(double)); for (j = 0; j <= i; j++) L[i][j] = (i == j) ? 2.0 * N : 1.0 / (1 + i + j); }
    for (n = 1; n <= N; n += 26)
        for (k = 0; k < n; k += 7) upd(L, n, k);
    for (i = 0; i < N; i++) for (j = 0; j <= i; j++) printf("%a\n", L[i][j]);
    return 0;
}
