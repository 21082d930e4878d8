/* bbmm-gen: sqrt of a float argument was computed in float (C converts to double) */
#include <math.h>
#include <stdio.h>
float A[8]; double B[8];
int main(void)
{
    int i, m = 5;
    for (i = 0; i < 8; i++) {
        A[i] = i + 1.0f;
    }
#pragma bbmm
    for (i = 0; i < 8; i++)
        B[i] = sqrt(A[i]);
    for (i = 0; i < 8; i++)
        printf("%a\n", (double)B[i]);
    return 0;
}
