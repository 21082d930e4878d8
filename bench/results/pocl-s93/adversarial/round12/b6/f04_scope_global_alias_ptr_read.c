/* data scope: a helper reads the kept global through a file-scope pointer initialised to it (static double *gp = G) */
#include <stdio.h>
#define N 24
static double G[N], H[N];
static double *gp = G;
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        G[i] = G[i] * 0.5 + H[i];
}
static double peek(int k)
{
    return gp[k];
}
int main(void)
{
    int i, t;
    double acc = 0.0;
    for (i = 0; i < N; i++) { G[i] = i; H[i] = 1.0 / (i + 1); }
#pragma bbmm data(G, H)
    for (t = 0; t < 4; t++) {
        step(N);
        acc += peek(t);
    }
    printf("%a\n", acc);
    for (i = 0; i < N; i++) printf("%a\n", G[i]);
    return 0;
}
