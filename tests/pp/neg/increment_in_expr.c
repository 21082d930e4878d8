// expect: 7:19: error: '++' inside an expression is not supported
void f(int n, double A[n], double B[n])
{
    int i, k = 0;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = A[k++];
}
