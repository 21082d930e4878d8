/* Deeper kernel bands: gemm and syrk as PolyBench writes them have only i in
 * the kernel band (j sits inside the serial k loop: one work-item per row);
 * isl's scheduler interchanges k and j, so (i, j) is the band and every
 * element keeps its k order.  trmm's triangular k loop likewise.  The last
 * region has a tile(...) clause, written for the order as written: it keeps it. */
// expect-output: const int c1 = \(int\)BBMM_TILE_IDC_N\(bbmm_tile, 2, 1\);
// expect-output: for \(int c2 = 0; \(c2 < nk\); c2 \+= 1\)
// expect-output: const int i = \(int\)BBMM_TILE_IDC_N\(bbmm_tile, 1, 0\);
// expect-explain: loop order: isl's scheduler \(distribution, interchange, skewing\): the statements' kernel bands hold 4 loops together, 2 as written
#include <stdio.h>
#define NI 37
#define NJ 29
#define NK 23
double C[NI][NJ], A[NI][NK], B[NK][NJ], S[NI][NI], T[NI][NI], U[NI][NJ], G[NI][NJ];
static void gemm(int ni, int nj, int nk, double alpha, double beta)
{
    int i, j, k;
#pragma scop
    for (i = 0; i < ni; i++) {
        for (j = 0; j < nj; j++)
            C[i][j] *= beta;
        for (k = 0; k < nk; k++)
            for (j = 0; j < nj; j++)
                C[i][j] += alpha * A[i][k] * B[k][j];
    }
#pragma endscop
}
static void syrk(int n, int m, double alpha, double beta)
{
    int i, j, k;
#pragma scop
    for (i = 0; i < n; i++) {
        for (j = 0; j <= i; j++)
            S[i][j] *= beta;
        for (k = 0; k < m; k++)
            for (j = 0; j <= i; j++)
                S[i][j] += alpha * A[i][k] * A[j][k];
    }
#pragma endscop
}
static void trmm(int m, int n, double alpha)
{
    int i, j, k;
#pragma scop
    for (i = 0; i < m; i++)
        for (j = 0; j < n; j++) {
            for (k = i + 1; k < m; k++)
                U[i][j] += T[k][i] * U[k][j];
            U[i][j] = alpha * U[i][j];
        }
#pragma endscop
}
static void gemm_tiled(int ni, int nj, int nk)
{
    int i, j, k;
#pragma bbmm tile(8)
    for (i = 0; i < ni; i++)
        for (k = 0; k < nk; k++)
            for (j = 0; j < nj; j++)
                G[i][j] += A[i][k] * B[k][j];
}
int main(void)
{
    int i, j;
    for (i = 0; i < NI; i++)
        for (j = 0; j < NJ; j++) {
            C[i][j] = (double)((i * j + 1) % NI) / NI;
            U[i][j] = (double)((i + 3 * j) % 11) / 7.0;
            G[i][j] = (double)(i - j) / 5.0;
        }
    for (i = 0; i < NI; i++)
        for (j = 0; j < NK; j++)
            A[i][j] = (double)((i * (j + 1)) % NK) / NK;
    for (i = 0; i < NK; i++)
        for (j = 0; j < NJ; j++)
            B[i][j] = (double)((i * (j + 2)) % NJ) / NJ;
    for (i = 0; i < NI; i++)
        for (j = 0; j < NI; j++) {
            S[i][j] = (double)((i + j) % 9) / 9.0;
            T[i][j] = (double)((i * j) % 13) / 13.0;
        }
    gemm(NI, NJ, NK, 1.5, 1.2);
    syrk(NI, NK, 1.5, 1.2);
    trmm(NI, NJ, 1.5);
    gemm_tiled(NI, NJ, NK);
    for (i = 0; i < NI; i++)
        for (j = 0; j < NJ; j++)
            printf("%a %a %a\n", C[i][j], U[i][j], G[i][j]);
    for (i = 0; i < NI; i++)
        for (j = 0; j <= i; j++)
            printf("%a\n", S[i][j]);
    return 0;
}
