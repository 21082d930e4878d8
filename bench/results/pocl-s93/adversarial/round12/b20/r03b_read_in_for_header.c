/* explicit scope: a helper reading the kept global sits in the scope loop condition */
#include <stdio.h>
#include <stdlib.h>
#define N 8
static double G[N];
static void step(int n, double c)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        G[i] = G[i] * 0.5 + c + i;
}
static double peek(int k)
{
    return G[k];
}
static int more(int t) { return t < 5 && G[1] > 4.3; }
int main(void)
{
    int i, t;
    double acc = 0.0;
    for (i = 0; i < N; i++) G[i] = (i * 5) % 8;
#pragma bbmm data(G)
    for (t = 0; more(t); t++) { step(N, 1.0); acc += 1.0; }
    printf("%a\n", acc);
    for (i = 0; i < N; i++) printf("%a\n", G[i]);
    return 0;
}
