// expect: 7:16: error: 'sizeof' of a variable-length array (an extent computed at run time) is not supported in a region
void f(int n, double A[n][n], unsigned long B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = sizeof A[0];
}
