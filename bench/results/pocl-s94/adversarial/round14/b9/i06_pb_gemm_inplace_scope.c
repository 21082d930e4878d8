/* PolyBench gemm with VLA params inside an explicit nolist scope, called as gemm(C, A, B), gemm(C, C, B) (reads C twice) and gemm(A, A, A) */
#include <stdio.h>
#define M 7
static double A[M][M], B[M][M], C[M][M];
static void kernel_gemm(int n, double alpha, double beta, double C[n][n], double A[n][n], double B[n][n])
{
    int i, j, k;
#pragma scop
    for (i = 0; i < n; i++) {
        for (j = 0; j < n; j++)
            C[i][j] *= beta;
        for (k = 0; k < n; k++)
            for (j = 0; j < n; j++)
                C[i][j] += alpha * A[i][k] * B[k][j];
    }
#pragma endscop
}
static void init(void)
{
    int i, j;
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++) { A[i][j] = (i + j) % 3 * 0.5; B[i][j] = (i - j) * 0.25; C[i][j] = 1.0; }
}
static void dump(void)
{
    int i, j;
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++) printf("%a %a %a\n", A[i][j], B[i][j], C[i][j]);
}
int main(void)
{
    int n;
    for (n = 1; n <= M; n += 3) {
        init();
#pragma bbmm data
        {
            kernel_gemm(n, 1.5, 0.5, C, A, B);
            kernel_gemm(n, 1.0, 1.0, C, C, B);
            kernel_gemm(n, 0.5, 2.0, A, B, B);
        }
        dump();
    }
    return 0;
}
