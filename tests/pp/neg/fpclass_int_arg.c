// expect: 8:22: error: argument 1 of 'isnan' has type 'int': it must be a float or a double
#include <math.h>
void f(int n, int A[n], int B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = isnan(A[i]);
}
