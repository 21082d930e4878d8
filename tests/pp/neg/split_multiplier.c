// expect: 8:15: error: 'A' has 2 dimensions in array(A[m][n]) but is used with 1 subscript: write it as 'row * n + column' (the multiplier spelled as the extent)
void f(double *A, int m, int n)
{
    int i, j;
#pragma bbmm array(A[m][n])
    for (i = 0; i < m; i++)
        for (j = 0; j < n; j++)
            A[i * m + j] = 0.0;
}
