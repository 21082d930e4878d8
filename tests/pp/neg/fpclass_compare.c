// expect: 8:16: error: cannot call '__builtin_isless' in a kernel: it is neither a math function nor a function defined earlier in this file
#include <math.h>
void f(int n, double A[n], int B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = isless(A[i], 1.0);
}
