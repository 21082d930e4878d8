// expect: 8:16: error: 'abs' takes 1 argument but is called with 2
#include <stdlib.h>
void f(int n, int A[n], int B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = abs(A[i], 2);
}
