/* VLA parameters double a[n][m], double b[n][m] called with rows of one matrix (M + 1, M) and disjoint (M, W) */
#include <stdio.h>
#define R 10
#define C 7
static double M[R][C], W[R][C];
static void f(int n, int m, double b[n][m], double a[n][m])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            b[i][j] = a[i][j] * 0.5 + 1.0;
}
int main(void)
{
    int i, j;
    for (i = 0; i < R; i++) for (j = 0; j < C; j++) { M[i][j] = i * C + j; W[i][j] = 0; }
    f(R - 1, C, M + 1, M);
    f(R, C, W, M);
    f(R - 2, C, M, M + 2);
    for (i = 0; i < R; i++) for (j = 0; j < C; j++) printf("%a %a\n", M[i][j], W[i][j]);
    return 0;
}
