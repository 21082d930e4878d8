// expect: 7:23: error: constant '3.0L' has type 'long double', which has no equal in OpenCL C: regions compute with C's integer, float and double types
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] * 3.0L;
}
