/* triangular rows of length i+1 (malloc per row), Cholesky-like column update, and upper triangle via reversed rows */
#include <stdio.h>
#include <stdlib.h>
static void upd(double **L, double *d, int n)
{
    int i, j, k;
#pragma bbmm
    for (k = 0; k < n; k++)
        for (i = k + 1; i < n; i++)
            for (j = k + 1; j <= i; j++)
                L[i][j] = L[i][j] - L[i][k] * L[j][k] * d[k];
}
int main(void)
{
    int N = 9, i, j, n;
    double **L = malloc(N * sizeof(double *)), d[9];
    for (i = 0; i < N; i++) {
        L[i] = malloc((i + 1) * sizeof(double));
        for (j = 0; j <= i; j++) L[i][j] = (i == j) ? 4.0 + i : 1.0 / (1 + i + j);
        d[i] = 0.5 + 0.125 * i;
    }
    for (n = 0; n <= N; n += 3) upd(L, d, n);
    for (i = 0; i < N; i++) for (j = 0; j <= i; j++) printf("%a\n", L[i][j]);
    return 0;
}
