/* hex constants have unsigned types where decimals do not: 0xFFFFFFFF + i wraps, 4294967295 + i does not */
#include <stdio.h>
static double A[8], B[8], C[8];
int main(void)
{
    int i;
#pragma bbmm
    for (i = 0; i < 8; i++) {
        A[i] = 0xFFFFFFFF + i;
        B[i] = 4294967295 + i;
        C[i] = (i - 0x4) / 2.0 + (i - 4) * 0x10;
    }
    for (i = 0; i < 8; i++) printf("%a %a %a\n", A[i], B[i], C[i]);
    return 0;
}
