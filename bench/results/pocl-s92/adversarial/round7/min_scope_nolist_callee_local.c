/* #pragma bbmm data (no list) on a loop calling a function whose region writes a local array: stack smashed at the scope's end */
#include <stdio.h>
static double U[16];
static double step(void)
{
    double w[16];
    int i;
#pragma bbmm
    for (i = 0; i < 16; i++)
        w[i] = U[i] * 0.5;
#pragma bbmm
    for (i = 0; i < 16; i++)
        U[i] = U[i] + w[15 - i];
    return 1.0;
}
int main(void)
{
    int t;
    double acc = 0.0;
    for (t = 0; t < 16; t++) U[t] = t;
#pragma bbmm data
    for (t = 0; t < 3; t++)
        acc = acc + step();
    printf("%a %a\n", acc, U[3]);
    return 0;
}
