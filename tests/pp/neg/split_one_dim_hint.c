// expect: 8:15: error: subscript 1 of 'A' is not affine: 'i * n' is not affine (for rows of n elements, give 'A' its shape in the pragma, array(A[rows][n]), and bbmm-pp reads A[i * n + j] as A[i][j])
void f(double *A, int m, int n)
{
    int i, j;
#pragma bbmm array(A[m * n])
    for (i = 0; i < m; i++)
        for (j = 0; j < n; j++)
            A[i * n + j] = 0.0;
}
