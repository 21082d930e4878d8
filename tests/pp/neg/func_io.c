// expect: 5:5: error: function 'logged' calls 'printf', which is neither a math function nor a function defined earlier in this file
#include <stdio.h>
static double logged(double x)
{
    printf("%g\n", x);
    return x;
}
void f(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = logged(A[i]);
}
