/* strictly lower triangle: row 0 is never touched and is NULL; row i has i elements */
#include <stdio.h>
#include <stdlib.h>
static void f(double **L, double *x, int n)
{
    int i, j;
#pragma bbmm array(x[16])
    for (i = 0; i < n; i++)
        for (j = 0; j < i; j++)
            L[i][j] = L[i][j] * 0.5 + x[j] - x[i];
}
int main(void)
{
    int N = 9, i, j, n;
    double **L = malloc(N * sizeof(double *)), x[16];
    L[0] = NULL;
    for (i = 1; i < N; i++) { L[i] = malloc(i * sizeof(double)); for (j = 0; j < i; j++) L[i][j] = i + 0.125 * j; }
    for (i = 0; i < 16; i++) x[i] = i % 4;
    for (n = 0; n <= N; n += 3) f(L, x, n);
    for (i = 1; i < N; i++) for (j = 0; j < i; j++) printf("%a\n", L[i][j]);
    return 0;
}
