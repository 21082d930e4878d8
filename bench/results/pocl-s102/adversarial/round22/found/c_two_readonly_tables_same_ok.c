/* two tables of row pointers that share rows (up[i] = A[i], dn[i] = A[i+1]),
   both only read; the region writes only B */
#include <stdio.h>
#define N 8
#define M 16
static double A[N + 1][M], B[N][M];
int main(void)
{
    double *up[N], *dn[N];
    int i, j;
    for (i = 0; i <= N; i++) for (j = 0; j < M; j++) A[i][j] = (double)((i * 5 + j) % 9);
    for (i = 0; i < N; i++) { up[i] = A[i]; dn[i] = A[i]; }
#pragma bbmm
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            B[i][j] = up[i][j] - dn[i][j];
    for (i = 0; i < N; i++) printf("%a\n", B[i][i]);
    return 0;
}
