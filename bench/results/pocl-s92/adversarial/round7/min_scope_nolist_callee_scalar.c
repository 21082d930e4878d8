/* #pragma bbmm data (no list) on a call of a function whose region accumulates into its local scalar r and returns it */
#include <stdio.h>
static double U[16];
static double sweep(void)
{
    int i;
    double r = 0.0;
#pragma scop
    for (i = 0; i < 16; i++)
        U[i] = U[i] * 0.5;
    for (i = 0; i < 16; i++)
        r = r + U[i];
#pragma endscop
    return r;
}
static double solve(void)
{
    double a = sweep();
    double b = sweep();
    return a * 1000.0 + b;
}
int main(void)
{
    int i;
    double res;
    for (i = 0; i < 16; i++) U[i] = i;
#pragma bbmm data
    res = solve();
    printf("%a\n", res);
    return 0;
}
