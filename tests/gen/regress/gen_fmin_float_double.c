/* bbmm-gen: fmin(float, double): ambiguous OpenCL overload (C converts both to double) */
#include <math.h>
#include <stdio.h>
float A[8]; double B[8], C[8];
int main(void)
{
    int i, m = 5;
    for (i = 0; i < 8; i++) {
        A[i] = i * 0.5f; C[i] = 2.0;
    }
#pragma bbmm
    for (i = 0; i < 8; i++)
        B[i] = fmin(A[i], C[i]);
    for (i = 0; i < 8; i++)
        printf("%a\n", (double)B[i]);
    return 0;
}
