/* explicit scope: host helper reads its pointer parameter, called with &G[2] */
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
static double first(const double *p)
{
    return p[0] + p[1];
}
int main(void)
{
    int i, t;
    double acc = 0.0;
    for (i = 0; i < N; i++) G[i] = i;
#pragma bbmm data(G)
    for (t = 0; t < 3; t++) {
        step(N);
        acc += first(&G[2]);
    }
    printf("%a\n", acc);
    for (i = 0; i < N; i++) printf("%a\n", G[i]);
    return 0;
}
