/* loop steps with casts, integer constant expressions by C11 6.6p6: i += (int)2 (bbmm-gen seeds 196, 235, 454, f-step-constexpr, were refused) */
#include <stdio.h>
static double A[20];
static void f(int un)
{
    int i;
#pragma bbmm
    for (i = 0; i < un; i += (int)2)
        A[i] = A[i] * 0.5 + i;
}
int main(void)
{
    int i;
    for (i = 0; i < 20; i++)
        A[i] = i;
    f(17);
    f(0);
    for (i = 0; i < 20; i++)
        printf("%a\n", A[i]);
    return 0;
}
