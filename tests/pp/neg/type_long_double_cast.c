// expect: 7:16: error: cast to type 'long double', which has no equal in OpenCL C (long double): regions compute with C's integer, float and double types
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = (long double)A[i] / 3;
}
