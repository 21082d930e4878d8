/* 2-D scratch block double blk[3][3] per (i,j), a 3x3 smoothing via the block */
#include <stdio.h>
#define N 14
static double A[N][N], B[N][N];
static void kern(int n)
{
    int i, j, a, b;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++) {
            double blk[3][3];
            for (a = 0; a < 3; a++)
                for (b = 0; b < 3; b++)
                    blk[a][b] = A[i + a - 1][j + b - 1];
            B[i][j] = 0.0;
            for (a = 0; a < 3; a++)
                for (b = 0; b < 3; b++)
                    B[i][j] += blk[a][b] * ((a == 1 && b == 1) ? 4.0 : 0.5);
        }
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 3, 4, 14};
    for (s = 0; s < 6; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = ((i * 3 + j * 5) % 13) * 0.375; B[i][j] = 0; }
        kern(ns[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
    }
    return 0;
}
