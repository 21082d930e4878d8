// expect: 2:31: error: array 'A' has type 'double _Complex', which has no equal in OpenCL C (complex arithmetic): regions compute with C's integer, float and double types
void f(int n, double _Complex A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] * 2.0;
}
