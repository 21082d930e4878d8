// expect: i=band j=band k=band l=kernel
/* four parallel loops: the band stops at three */
void f(int n, double A[n][n][n][n], double B[n][n][n][n])
{
    int i, j, k, l;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            for (k = 0; k < n; k++)
                for (l = 0; l < n; l++)
                    A[i][j][k][l] = B[i][j][k][l] + 1.0;
}
