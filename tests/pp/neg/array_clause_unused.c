// expect: 5:29: error: array(Y) names an array the region does not use
void copy(double (*a)[4], double b[4][4], int n)
{
    int i, j;
#pragma bbmm array(a[n][4], Y[n][n])
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            b[i][j] = a[i][j];
}
