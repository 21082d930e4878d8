// expect: 7:21: error: condition of the loop over 'j' depends on data ('L[i]'): only affine conditions on loop iterators and parameters are supported
void f(int n, int L[n], double A[n][n])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < L[i]; j++)
            A[i][j] = 0.0;
}
