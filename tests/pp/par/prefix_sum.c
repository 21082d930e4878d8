// expect: i=kernel
void f(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 1; i < n; i++)
        A[i] = A[i - 1] + B[i];
}
