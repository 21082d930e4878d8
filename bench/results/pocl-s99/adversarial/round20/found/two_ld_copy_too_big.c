void cp(int m, int n, const double *A, int lda, double *C, int ldc)
{
#pragma bbmm array(A[m][lda], C[m][ldc])
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++)
            C[i * ldc + j] = A[i * lda + j];
}
