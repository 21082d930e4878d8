/* a step function with a VLA temporary sized by its argument, called with growing and shrinking sizes */
#include <stdio.h>
#define N 80
static double A[N], B[N];
static void step(int n)
{
    double tmp[n];
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        tmp[i] = A[i] + B[i];
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = tmp[n - 1 - i] * 0.5;
}
int main(void)
{
    int t, i;
    int sizes[6] = {10, 40, 80, 20, 79, 1};
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0.0; }
    for (t = 0; t < 6; t++)
        step(sizes[t]);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
