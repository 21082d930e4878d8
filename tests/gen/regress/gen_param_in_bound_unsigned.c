/* bbmm-gen: a parameter used in a loop bound was passed to kernels as long, so 'C[i] - m' (unsigned - int) stopped wrapping */
#include <stdio.h>
unsigned C[16];
double B[16];
int main(void)
{
    int i, m = 5;
    for (i = 0; i < 16; i++)
        C[i] = i;
#pragma bbmm
    for (i = 0; i < m + 8; i++)
        B[i] = C[i] - m;
    for (i = 0; i < 16; i++)
        printf("%a\n", B[i]);
    return 0;
}
