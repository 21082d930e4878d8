/* explicit scope: mutually recursive helpers, the second reads the kept global */
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
static double odd(int k);
static double even(int k) { return k <= 0 ? 0.0 : odd(k - 1); }
static double odd(int k) { return G[k % N] + even(k - 1); }
int main(void)
{
    int i, t;
    double acc = 0.0;
    for (i = 0; i < N; i++) G[i] = (i * 5) % 8;
#pragma bbmm data(G)
    for (t = 0; t < 3; t++) { step(N, 1.0); acc += even(4); }
    printf("%a\n", acc);
    for (i = 0; i < N; i++) printf("%a\n", G[i]);
    return 0;
}
