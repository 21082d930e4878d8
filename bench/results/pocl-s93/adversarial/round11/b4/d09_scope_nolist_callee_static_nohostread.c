/* explicit data scope (no list) around a helper whose two regions pass data through its static local array only */
#include <stdio.h>
#define N 20
static double U[N];
static void step(int n)
{
    static double w[N];
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        w[i] = U[i] * 0.5 + 1.0;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        U[i] = w[i - 1] + w[i + 1];
}
int main(void)
{
    int t, i;
    for (i = 0; i < N; i++) U[i] = i % 3;
#pragma bbmm data
    for (t = 0; t < 4; t++)
        step(N - t);
    for (i = 0; i < N; i++) printf("%a\n", U[i]);
    return 0;
}
