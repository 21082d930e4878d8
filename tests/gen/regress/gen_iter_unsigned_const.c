/* bbmm-gen: 'i - 3u' must wrap as unsigned in the kernel as in C */
#include <stdio.h>
double C[8];
int main(void)
{
    int i;
#pragma bbmm
    for (i = 0; i < 8; i++)
        C[i] = i - 3u;
    for (i = 0; i < 8; i++)
        printf("%a\n", C[i]);
    return 0;
}
