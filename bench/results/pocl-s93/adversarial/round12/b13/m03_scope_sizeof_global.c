/* explicit data scope: a helper uses sizeof G / sizeof G[0] (no access) to compute a count */
#include <stdio.h>
#define N 16
static double G[N];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        G[i] = G[i] * 0.5 + 1.0;
}
static int count(void)
{
    return (int)(sizeof G / sizeof G[0]);
}
int main(void)
{
    int i, t, c = 0;
    for (i = 0; i < N; i++) G[i] = i;
#pragma bbmm data(G)
    for (t = 0; t < 3; t++) {
        step(N - t);
        c += count();
    }
    printf("%d\n", c);
    for (i = 0; i < N; i++) printf("%a\n", G[i]);
    return 0;
}
