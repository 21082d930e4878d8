// expect: 8:15: error: the subscript of 'A' is split along array(A[m][n]) into [i][j], but its column index 'j' may leave 0 .. n - 1 (its row) in some iteration: bbmm-pp splits only subscripts whose every index stays within its extent
void f(double *A, int m, int n)
{
    int i, j;
#pragma bbmm array(A[m][n])
    for (i = 0; i < m; i++)
        for (j = 0; j <= n; j++)
            A[i * n + j] = 0.0;
}
