// expect: i=host j=band
void f(int n, double A[n][n])
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n; i++)
        for (j = 1; j < n; j++)
            A[i][j] = A[i - 1][j - 1] + 1.0;
}
