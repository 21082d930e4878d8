/* explicit data scope calls a same-file helper through a function pointer; the helper reads the kept global */
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
static double peek(int k)
{
    return G[k];
}
int main(void)
{
    int i, t;
    double acc = 0.0;
    double (*fn)(int) = peek;
    for (i = 0; i < N; i++) G[i] = i;
#pragma bbmm data(G)
    for (t = 0; t < 3; t++) {
        step(N);
        acc += fn(t);
    }
    printf("%a\n", acc);
    for (i = 0; i < N; i++) printf("%a\n", G[i]);
    return 0;
}
