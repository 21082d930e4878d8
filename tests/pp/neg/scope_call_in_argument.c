// expect: 15:12: error: host access to 'G' (in 'peek', called inside the scope at line 23) inside a bbmm data scope: the devices may hold newer values; add '#pragma bbmm update host(G)' before it
/* a function reading the kept G is called in an argument of the call that runs the region: evaluated before it, after the previous iteration's region wrote G */
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
