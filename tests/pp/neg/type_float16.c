// expect: 2:24: error: array 'A' has type '_Float16', which has no equal in OpenCL C that computes as C does: regions compute with C's integer, float and double types
void f(int n, _Float16 A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] + 1;
}
