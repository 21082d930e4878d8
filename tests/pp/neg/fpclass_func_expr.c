// expect: 5:12: error: the last argument of 'isinf' in function 'big' must be a parameter or local variable of type float or double
#include <math.h>
static int big(double x)
{
    return isinf(x * 1e300);
}
void f(int n, double A[n], int B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = big(A[i]);
}
