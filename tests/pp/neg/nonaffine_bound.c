// expect: 7:21: error: condition of the loop over 'j' is not affine: 'i * i' is not affine
void f(int n, double A[n][n])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < i * i; j++)
            A[i][j] = 0.0;
}
