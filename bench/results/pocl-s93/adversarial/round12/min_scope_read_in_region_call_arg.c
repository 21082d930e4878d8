/* explicit data scope: a helper reading the kept G is called in an argument of the function that runs the region; no error, stale value */
#include <stdio.h>
#define N 4
static double G[N];
static void step(double c)
{
    int i;
#pragma bbmm
    for (i = 0; i < N; i++)
        G[i] = G[i] + c;
}
static double peek(void)
{
    return G[0];
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) G[i] = 1.0;
#pragma bbmm data(G)
    for (t = 0; t < 2; t++)
        step(peek());
    printf("%a\n", G[0]);
    return 0;
}
