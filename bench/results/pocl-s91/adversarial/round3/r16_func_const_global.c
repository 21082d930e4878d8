/* a function called in the region that reads a static const global */
#include <stdio.h>
static const double C0 = 0.75;
static double A[10], B[10];
static double f(double x) { return x * C0 + 1.0; }
int main(void)
{
    int i;
    for (i = 0; i < 10; i++) A[i] = i;
#pragma bbmm
    for (i = 0; i < 10; i++)
        B[i] = f(A[i]);
    for (i = 0; i < 10; i++) printf("%a\n", B[i]);
    return 0;
}
