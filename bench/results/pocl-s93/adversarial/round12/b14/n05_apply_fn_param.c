/* explicit scope: a helper calls its function-pointer parameter, which reads the kept global */
#include <stdio.h>
#include <stdlib.h>
#define N 8
static double G[N];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        G[i] = G[i] * 0.5 + 1.0 + i;
}
static double peek(int k)
{
    return G[k];
}
static double apply(double (*f)(int), int k)
{
    return f(k);
}
int main(void)
{
    int i, t;
    double acc = 0.0;
    for (i = 0; i < N; i++) G[i] = i;
#pragma bbmm data(G)
    for (t = 0; t < 3; t++) {
        step(N);
        acc += apply(peek, t);
    }
    printf("%a\n", acc);
    for (i = 0; i < N; i++) printf("%a\n", G[i]);
    return 0;
}
