/* explicit data scope: a same-file helper called through a function pointer reads the kept global; no error, stale value */
#include <stdio.h>
#define N 4
static double G[N];
static double peek(void)
{
    return G[0];
}
int main(void)
{
    int i, t;
    double acc = 0.0;
    double (*fn)(void) = peek;
    for (i = 0; i < N; i++) G[i] = i;
#pragma bbmm data(G)
    for (t = 0; t < 2; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            G[i] = G[i] + 1.0;
        acc += fn();
    }
    printf("%a\n", acc);
    return 0;
}
