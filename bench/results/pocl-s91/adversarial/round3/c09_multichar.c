/* a multi-character constant in a bound (int value 0x6162 in gcc) */
#include <stdio.h>
static double A[40];
int main(void)
{
    int i;
    for (i = 0; i < 40; i++) A[i] = -1;
#pragma bbmm
    for (i = 0; i < 'ab' - 24900; i++)
        A[i] = i;
    for (i = 0; i < 40; i++) printf("%a\n", A[i]);
    return 0;
}
