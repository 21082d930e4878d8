// expect: 2:21: error: array 'A' has type '_Bool', which has no exact equal in OpenCL C device memory (_Bool): regions compute with C's integer, float and double types
void f(int n, _Bool A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = B[i] > 0.5;
}
