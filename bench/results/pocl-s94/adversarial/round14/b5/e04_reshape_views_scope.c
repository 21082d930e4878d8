/* nolist scope: the same flat array viewed as [n][m] by one kernel and as [m][n] by another (reshape casts), in a time loop */
#include <stdio.h>
#include <stdlib.h>
static void rows(int n, int m, double (*X)[m])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 1; j < m; j++)
            X[i][j] = X[i][j] + 0.5 * X[i][0];
}
static void cols(int n, int m, double (*X)[m])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            X[i][j] = X[i][j] * 0.75 + (double)j;
}
int main(void)
{
    int n = 4, m = 6, i, t;
    double *F = malloc(sizeof(double) * n * m);
    for (i = 0; i < n * m; i++) F[i] = i % 5;
#pragma bbmm data
    for (t = 0; t < 3; t++) {
        rows(n, m, (double (*)[m])F);
        cols(m, n, (double (*)[n])F);
    }
    for (i = 0; i < n * m; i++) printf("%a\n", F[i]);
    free(F);
    return 0;
}
