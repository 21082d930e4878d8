/* 64x64: per-row scratch w[64] and per-(i,j) 2x2 block, sizes varied so tiles split across devices */
#include <stdio.h>
#define N 64
static double A[N][N], B[N][N], C[N][N];
static void kern(int n, int m)
{
    int i, j, a, b;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double w[N];
        for (j = 0; j < m; j++) w[j] = A[i][j] * A[i][m - 1 - j];
        for (j = 0; j < m; j++) B[i][j] = w[j] + w[(j + 1) % m];
    }
#pragma bbmm
    for (i = 0; i < n - 1; i++)
        for (j = 0; j < m - 1; j++) {
            double blk[2][2];
            for (a = 0; a < 2; a++) for (b = 0; b < 2; b++) blk[a][b] = B[i + a][j + b];
            C[i][j] = blk[0][0] * blk[1][1] - blk[0][1] * blk[1][0];
        }
}
int main(void)
{
    int s, i, j;
    int ns[] = {1, 2, 33, 64, 63};
    int ms[] = {1, 64, 17, 64, 2};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = ((i * 13 + j * 7) % 17) * 0.125; B[i][j] = C[i][j] = 0; }
        kern(ns[s], ms[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", B[i][j], C[i][j]);
    }
    return 0;
}
