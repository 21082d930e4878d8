/* rows offsets into one block (row stride larger than used width) with a tile() clause and a 2-D sweep */
#include <stdio.h>
#include <stdlib.h>
static void f(double **a, double **b, int n, int m)
{
    int i, j;
#pragma bbmm tile(8, 16)
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < m - 1; j++)
            b[i][j] = a[i][j] * 0.5 + 0.125 * (a[i - 1][j + 1] + a[i + 1][j - 1]);
}
int main(void)
{
    int R = 37, S = 50, M = 41, i, j;
    double *ba = malloc((size_t)R * S * sizeof(double)), *bb = malloc((size_t)R * S * sizeof(double));
    double **a = malloc(R * sizeof(double *)), **b = malloc(R * sizeof(double *));
    for (i = 0; i < R * S; i++) { ba[i] = (i % 19) * 0.25; bb[i] = -1.0; }
    for (i = 0; i < R; i++) { a[i] = ba + (size_t)i * S; b[i] = bb + (size_t)(R - 1 - i) * S; }
    f(a, b, R, M);
    f(b, a, R - 4, M + 5);
    for (i = 0; i < R * S; i++) printf("%a %a\n", ba[i], bb[i]);
    return 0;
}
