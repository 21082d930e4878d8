/* array(dst[n][m], src[n][m]) on double (*)[M] row pointers passed as C + 1 and C */
#include <stdio.h>
#define M 6
static double C[10][M];
static void f(int n, int m, double (*dst)[M], double (*src)[M])
{
    int i, j;
#pragma bbmm array(dst[n][M], src[n][M])
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            dst[i][j] = src[i][j] + 1.0;
}
int main(void)
{
    int i, j;
    for (i = 0; i < 10; i++) for (j = 0; j < M; j++) C[i][j] = i * M + j;
    f(9, M, C + 1, C);
    for (i = 0; i < 10; i++) for (j = 0; j < M; j++) printf("%a\n", C[i][j]);
    return 0;
}
