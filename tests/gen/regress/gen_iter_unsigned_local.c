/* bbmm-gen: iterators are long in kernels; 'k - s' with an unsigned local s must still be unsigned arithmetic */
#include <stdio.h>
double C[8][8];
int main(void)
{
    int i, k;
#pragma bbmm
    for (i = 0; i < 8; i++)
        for (k = 0; k < 8; k++) {
            unsigned s = i;
            C[i][k] = (k - s) % 1000u;
        }
    for (i = 0; i < 8; i++)
        for (k = 0; k < 8; k++)
            printf("%a\n", C[i][k]);
    return 0;
}
