/* a static local declared inside the region's loop body (persists across iterations) */
#include <stdio.h>
static double A[16];
int main(void)
{
    int i;
#pragma bbmm
    for (i = 0; i < 16; i++) {
        static int count = 0;
        count++;
        A[i] = count * 0.5;
    }
    for (i = 0; i < 16; i++) printf("%a\n", A[i]);
    return 0;
}
