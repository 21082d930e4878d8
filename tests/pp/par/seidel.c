// expect: t=kernel i=kernel j=kernel
/* in-place 2-D stencil: every loop carries a dependence */
void f(int tsteps, int n, double A[n][n])
{
    int t, i, j;
#pragma bbmm
    for (t = 0; t < tsteps; t++)
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                A[i][j] = (A[i - 1][j] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j]) / 5.0;
}
