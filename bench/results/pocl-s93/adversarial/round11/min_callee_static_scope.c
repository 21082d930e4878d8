/* #pragma bbmm data (no list) around calls of a helper whose region writes its static local array, then read by the helper's host code */
#include <stdio.h>
static double step(double x)
{
    static double w[8];
    int i;
#pragma bbmm
    for (i = 0; i < 8; i++)
        w[i] = x + i;
    return w[7];
}
int main(void)
{
    int t;
    double acc = 0.0;
#pragma bbmm data
    for (t = 0; t < 3; t++)
        acc += step(t);
    printf("%a\n", acc);
    return 0;
}
