/* float->int truncation of negatives, double->float rounding ties, large long->float/double */
#include <stdio.h>
#define N 32
static double D[N];
static float F[N], G[N];
static int I[N];
static long long L[N];
static double E[N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        I[i] = D[i] * 3.0;
        F[i] = D[i] * (1 + 1e-8);
        G[i] = (float)L[i] + (float)I[i];
        E[i] = (double)L[i] * 3 + (float)(L[i] / 7);
        L[i] = (long long)(D[i] * 1e15) + (long long)F[i];
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) {
        D[i] = (i - 16) / 3.0 + (i % 2 ? 1e-9 : -1e-9);
        L[i] = (1LL << 53) + i * 3 - 40 + (i % 5 == 0 ? (1LL << 60) : 0);
    }
    D[3] = 1.0 + 0x1p-24; D[4] = 1.0 + 0x1p-23 + 0x1p-24; D[5] = -(1.0 + 0x1p-24);
    for (n = 0; n <= N; n += 16) {
        f(n);
        for (i = 0; i < N; i++) printf("%d %d %a %a %a %lld\n", n, I[i], (double)F[i], (double)G[i], E[i], L[i]);
    }
    return 0;
}
