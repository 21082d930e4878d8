/* bbmm-gen: long double arrays were accepted and computed in double; now refused with a diagnostic */
#include <math.h>
#include <stdio.h>
long double A[8]; double B[8];
int main(void)
{
    int i, m = 5;
    for (i = 0; i < 8; i++) {
        A[i] = 1.0L;
    }
#pragma bbmm
    for (i = 0; i < 8; i++)
        B[i] = (A[i] + 1e-17L) - A[i];
    for (i = 0; i < 8; i++)
        printf("%a\n", (double)B[i]);
    return 0;
}
