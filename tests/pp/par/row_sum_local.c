// expect: i=band j=kernel
/* a reduction into a scalar declared inside the parallel loop */
void f(int n, double A[n][n], double s[n])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double acc = 0.0;
        for (j = 0; j < n; j++)
            acc += A[i][j];
        s[i] = acc;
    }
}
