/* upper-triangular rows: row i points at a block where only columns i..n-1 are valid (a[i] = blk_i - i) */
#include <stdio.h>
#include <stdlib.h>
static void f(double **U, double *y, int n)
{
    int i, j;
#pragma bbmm array(y[10])
    for (i = 0; i < n; i++)
        for (j = i; j < n; j++)
            U[i][j] = U[i][j] - y[i] * y[j];
}
int main(void)
{
    int N = 10, i, j, n;
    double **U = malloc(N * sizeof(double *)), **base = malloc(N * sizeof(double *)), y[10];
    for (i = 0; i < N; i++) {
        base[i] = malloc((N - i) * sizeof(double));
        U[i] = base[i] - i;
        for (j = i; j < N; j++) U[i][j] = (i == j) ? 10.0 : 1.0 / (i + j);
        y[i] = 0.5 * (i % 3);
    }
    for (n = 0; n <= N; n += 5) f(U, y, n);
    for (i = 0; i < N; i++) for (j = i; j < N; j++) printf("%a\n", U[i][j]);
    return 0;
}
