// expect: i=kernel j=kernel
/* looks like row_sum_local, but the scalar is shared by all rows */
void f(int n, double A[n][n], double s[n])
{
    int i, j;
#pragma bbmm
    {
        double acc;
        for (i = 0; i < n; i++) {
            acc = 0.0;
            for (j = 0; j < n; j++)
                acc += A[i][j];
            s[i] = acc;
        }
    }
}
