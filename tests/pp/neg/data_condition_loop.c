// expect: 8:13: error: a loop under a condition on data is not supported: put the condition inside the loop over 'j'
void f(int n, double A[n], double B[n][n])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        if (A[i] > 0.0)
            for (j = 0; j < n; j++)
                B[i][j] = A[i];
}
