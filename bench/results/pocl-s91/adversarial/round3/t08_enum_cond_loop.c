/* an enum constant in a loop condition and an affine if (as a bound, not a value) */
#include <stdio.h>
enum { LO = 2, HI = 12 };
static double A[16];
int main(void)
{
    int i;
    for (i = 0; i < 16; i++) A[i] = 0;
#pragma bbmm
    for (i = LO; i < HI; i++)
        if (i != HI - 3)
            A[i] = i;
    for (i = 0; i < 16; i++) printf("%a\n", A[i]);
    return 0;
}
