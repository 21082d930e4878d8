// expect: 9:16: error: cannot call 'lround' in a kernel: it is a C library function OpenCL C does not have (write (long)round(x))
#include <math.h>
static double A[8], B[8];
void f(void)
{
    int i;
#pragma bbmm
    for (i = 0; i < 8; i++)
        A[i] = lround(B[i]);
}
