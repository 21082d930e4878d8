/* Numerical Recipes style 1-based matrix: row pointers offset by -1, table offset by -1 */
#include <stdio.h>
#include <stdlib.h>
static double **matrix(int nr, int nc)
{
    int i;
    double **m = malloc(sizeof(double *) * (size_t)nr);
    m -= 1;
    m[1] = malloc(sizeof(double) * (size_t)(nr * nc));
    m[1] -= 1;
    for (i = 2; i <= nr; i++) m[i] = m[i - 1] + nc;
    return m;
}
static void free_matrix(double **m) { free(m[1] + 1); free(m + 1); }
static void matmul(int n, double **a, double **b, double **c)
{
    int i, j, k;
#pragma bbmm
    for (i = 1; i <= n; i++)
        for (j = 1; j <= n; j++) {
            c[i][j] = 0.0;
            for (k = 1; k <= n; k++)
                c[i][j] += a[i][k] * b[k][j];
        }
}
int main(void)
{
    int n, i, j;
    for (n = 1; n <= 9; n += 4) {
        double **a = matrix(n, n), **b = matrix(n, n), **c = matrix(n, n);
        for (i = 1; i <= n; i++) for (j = 1; j <= n; j++) { a[i][j] = i - j * 0.5; b[i][j] = (i * j) % 5; }
        matmul(n, a, b, c);
        for (i = 1; i <= n; i++) for (j = 1; j <= n; j++) printf("%a\n", c[i][j]);
        free_matrix(a); free_matrix(b); free_matrix(c);
    }
    return 0;
}
