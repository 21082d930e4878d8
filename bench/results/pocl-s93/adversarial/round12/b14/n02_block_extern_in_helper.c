/* explicit scope: helper reads the kept global through a block-scope extern declaration */
#include <stdio.h>
#include <stdlib.h>
#define N 8
double G[N];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        G[i] = G[i] * 0.5 + 1.0 + i;
}
double H[N];
static double peek(int k)
{
    extern double G[N];
    return G[k];
}
int main(void)
{
    int i, t;
    double acc = 0.0;
    for (i = 0; i < N; i++) G[i] = i;
#pragma bbmm data(G)
    for (t = 0; t < 3; t++) {
        step(N);
        acc += peek(t); H[t] = acc;
    }
    printf("%a\n", acc);
    for (i = 0; i < N; i++) printf("%a\n", G[i]);
    return 0;
}
