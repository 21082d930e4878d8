/* table rows point into a 1-D array that the region also names directly and writes */
#include <stdio.h>
#include <stdlib.h>
#define K 40
static void f(double *x, double **rows, int n, int m)
{
    int i, j;
#pragma bbmm array(x[K])
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            x[i * 8 + j] = rows[i][j] * 0.5 + 1.0;
}
int main(void)
{
    double *x = malloc(K * sizeof(double)), *rows[5];
    int i, n;
    for (i = 0; i < K; i++) x[i] = i;
    for (i = 0; i < 5; i++) rows[i] = x + i * 8 + 1;
    for (n = 0; n <= 4; n += 2) f(x, rows, n, 6);
    for (i = 0; i < 5; i++) rows[i] = x + ((i + 1) % 5) * 8;
    f(x, rows, 4, 7);
    for (i = 0; i < K; i++) printf("%a\n", x[i]);
    return 0;
}
