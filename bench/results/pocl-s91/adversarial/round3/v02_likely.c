/* likely/unlikely (__builtin_expect) around data conditions in the region */
#include <stdio.h>
#define likely(x) __builtin_expect(!!(x), 1)
static double A[16], B[16];
int main(void)
{
    int i;
    for (i = 0; i < 16; i++) { A[i] = i - 4.5; B[i] = 0; }
#pragma bbmm
    for (i = 0; i < 16; i++)
        if (likely(A[i] > 0))
            B[i] = A[i] * 2.0;
    for (i = 0; i < 16; i++) printf("%a\n", B[i]);
    return 0;
}
