/* bbmm-gen: fabs of an int argument: ambiguous OpenCL overload (C converts to double) */
#include <math.h>
#include <stdio.h>
int A[8]; double B[8];
int main(void)
{
    int i, m = 5;
    for (i = 0; i < 8; i++) {
        A[i] = i - 3;
    }
#pragma bbmm
    for (i = 0; i < 8; i++)
        B[i] = fabs(A[i]);
    for (i = 0; i < 8; i++)
        printf("%a\n", (double)B[i]);
    return 0;
}
