// expect: 7:16: error: array 'A' has 2 dimensions but is used with 1 subscript: pointer arithmetic on arrays is not supported
void f(int n, double A[n][n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = A[i];
}
