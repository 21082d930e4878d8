// expect: 7:17: error: cast of array 'A' is not supported
void f(int n, double A[n][n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = ((double *)A)[i];
}
