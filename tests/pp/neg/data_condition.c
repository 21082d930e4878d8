// expect: 7:13: error: the condition depends on data ('A[i]'): only affine conditions on loop iterators and parameters are supported
void f(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        if (A[i] > 0.0)
            B[i] = A[i];
}
