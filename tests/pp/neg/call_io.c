// expect: 8:9: error: 'putchar' (input and output) cannot run in a region, whose statements run on the devices: print before or after the region
#include <stdio.h>
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        putchar((int)A[i]);
}
