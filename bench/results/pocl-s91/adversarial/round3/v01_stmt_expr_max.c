/* a GNU statement-expression max macro (typeof) used in the region */
#include <stdio.h>
#define max(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
static double A[16], B[16];
int main(void)
{
    int i;
    for (i = 0; i < 16; i++) A[i] = (i * 7) % 5 - 2.0;
#pragma bbmm
    for (i = 0; i < 16; i++)
        B[i] = max(A[i], 0.0);
    for (i = 0; i < 16; i++) printf("%a\n", B[i]);
    return 0;
}
