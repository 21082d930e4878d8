// expect: 8:9: error: cannot call 'putchar' in a kernel: it is neither a math function nor a function defined earlier in this file
#include <stdio.h>
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        putchar((int)A[i]);
}
