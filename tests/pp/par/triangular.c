// expect: i=band j=band
void f(int n, double L[n][n], double A[n][n])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j <= i; j++)
            L[i][j] = A[i][j] * 2.0;
}
