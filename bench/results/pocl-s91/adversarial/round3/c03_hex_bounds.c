/* hex and binary (gcc 0b) constants in bounds and subscripts; hex float constants in values */
#include <stdio.h>
static double A[40];
int main(void)
{
    int i;
    for (i = 0; i < 40; i++) A[i] = 0;
#pragma bbmm
    for (i = 0x3; i < 0x1A; i += 0b10)
        A[i + 0b11] = i * 0x1p-3 + 0x1.8p1;
    for (i = 0; i < 40; i++) printf("%a\n", A[i]);
    return 0;
}
