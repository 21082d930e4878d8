/* #pragma bbmm data (no list): a per-iteration temp read after the region (expanded scalar) gives garbage, crashes on 2+ devices */
#include <stdio.h>
static double A[16], B[16];
int main(void)
{
    int t, i;
    double tmp = -1.0;
    for (i = 0; i < 16; i++) A[i] = i;
#pragma bbmm data
    for (t = 0; t < 2; t++) {
#pragma bbmm
        for (i = 0; i < 16; i++) {
            tmp = A[i] * 2.0;
            B[i] = tmp;
        }
        printf("%a\n", tmp);
    }
    return 0;
}
