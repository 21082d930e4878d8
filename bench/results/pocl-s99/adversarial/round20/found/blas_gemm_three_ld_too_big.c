void gemm(int m, int n, int k, const double *A, int lda, const double *B, int ldb, double *C, int ldc)
{
#pragma bbmm array(A[m][lda], B[k][ldb], C[m][ldc])
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++)
            for (int p = 0; p < k; p++)
                C[i * ldc + j] += A[i * lda + p] * B[p * ldb + j];
}
