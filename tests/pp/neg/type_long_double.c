// expect: 2:27: error: array 'A' has type 'long double', which has no equal in OpenCL C (long double): regions compute with C's integer, float and double types
void f(int n, long double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] * 3;
}
