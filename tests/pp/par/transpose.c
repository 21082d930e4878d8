// expect: i=band j=band
void f(int n, int m, double A[n][m], double B[m][n])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            B[j][i] = A[i][j];
}
