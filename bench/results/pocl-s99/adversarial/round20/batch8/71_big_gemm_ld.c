#include <stdio.h>
#include <stdlib.h>

static void gemm(int m, int n, int k, double alpha, const double *A, int lda, const double *B, int ldb, double beta, double *C, int ldc)
{
#pragma bbmm array(A[m][lda], B[k][ldb], C[m][ldc])
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            double s = 0.0;
            for (int p = 0; p < k; p++)
                s += A[i * lda + p] * B[p * ldb + j];
            C[i * ldc + j] = beta * C[i * ldc + j] + alpha * s;
        }
}

int main(void)
{
    int M = 80, K = 70, Nn = 90, LD = 100;
    double *A = malloc(sizeof(double) * M * LD), *B = malloc(sizeof(double) * K * LD), *C = malloc(sizeof(double) * M * LD);
    for (int i = 0; i < M * LD; i++) { A[i] = (i % 13) * 0.5 - 3; C[i] = (i % 7) * 0.25; }
    for (int i = 0; i < K * LD; i++) B[i] = (i % 11) * 0.125;
    gemm(M, Nn, K, 1.5, A, LD, B, LD, 0.5, C, LD);
    gemm(M - 10, 9, K, -1.0, A + 5, LD, B + 3, LD, 1.0, C + LD * 10 + 2, LD);
    double h = 0; for (int i = 0; i < M * LD; i++) h = h * 0.999 + C[i];
    printf("%a\n", h);
    free(A); free(B); free(C);
    return 0;
}
