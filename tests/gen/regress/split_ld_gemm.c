/* BLAS-style gemm and copy on 1-D arrays with leading dimensions of their own (lda, ldb, ldc at least the widths used, some wider): once "too big for the polyhedral analysis" (an extent below 1 made a piece of every relation per leading dimension) and run on the host; now kernels, the parameters with an extent below 1 left to the host */
// expect-explain: i +line [0-9]+ +kernel band dimension 0, parallel
// expect-explain: j +line [0-9]+ +kernel band dimension 1, parallel
#include <stdio.h>
#include <stdlib.h>

static void gemm(int m, int n, int k, const double *A, int lda, const double *B, int ldb, double *C, int ldc)
{
#pragma bbmm array(A[m][lda], B[k][ldb], C[m][ldc])
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++)
            for (int p = 0; p < k; p++)
                C[i * ldc + j] += A[i * lda + p] * B[p * ldb + j];
}

static void copy(int m, int n, const double *A, int lda, double *C, int ldc)
{
#pragma bbmm array(A[m][lda], C[m][ldc])
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++)
            C[i * ldc + j] = 0.5 * A[i * lda + j] - (double)j;
}

int main(void)
{
    static const int dims[][4] = {{0, 3, 2, 0}, {1, 1, 1, 0}, {5, 7, 3, 0}, {9, 4, 6, 3}, {17, 13, 11, 5}, {33, 20, 8, 1}};
    for (unsigned q = 0; q < sizeof(dims) / sizeof(dims[0]); q++) {
        int m = dims[q][0], n = dims[q][1], k = dims[q][2], pad = dims[q][3];
        int lda = k + pad, ldb = n + 2 * pad, ldc = n + pad + 1;
        double *A = malloc(sizeof(double) * (size_t)(m * lda + 1));
        double *B = malloc(sizeof(double) * (size_t)(k * ldb + 1));
        double *C = malloc(sizeof(double) * (size_t)(m * ldc + 1));
        double *D = malloc(sizeof(double) * (size_t)(m * ldc + 1));
        for (int i = 0; i < m * lda; i++)
            A[i] = (double)(i % 13) / 8.0 - 0.75;
        for (int i = 0; i < k * ldb; i++)
            B[i] = (double)(i % 7) / 4.0;
        for (int i = 0; i < m * ldc; i++)
            C[i] = D[i] = (double)(i % 5);
        gemm(m, n, k, A, lda, B, ldb, C, ldc);
        copy(m, n, C, ldc, D, ldc);
        for (int i = 0; i < m * ldc; i++)
            printf("%d %d %a %a\n", q, i, C[i], D[i]);
        free(A);
        free(B);
        free(C);
        free(D);
    }
    return 0;
}
