/* float arrays with unsuffixed double constants: arithmetic must be in double then rounded */
#include <stdio.h>
#define N 32
static float F[N], G[N];
static double D[N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        F[i] = F[i] * 0.1 + 1e-10;
        G[i] = G[i] / 3 + F[i] * 1e-30 * 1e30;
        D[i] = F[i] * 0.1f + G[i] * 0.1;
        G[i] = (G[i] + 16777216.0f) - 16777216.0f + (float)(D[i] + 1e-17);
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { F[i] = 1.0f + i * 0.37f; G[i] = 100.0f / (i + 1); }
    for (n = 0; n <= N; n += 16) {
        f(n);
        for (i = 0; i < N; i++) printf("%d %a %a %a\n", n, (double)F[i], (double)G[i], D[i]);
    }
    return 0;
}
