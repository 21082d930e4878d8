/* unsigned long <-> double/float conversions at and above 2^63, unsigned int from double >= 2^31 */
#include <stdio.h>
#define N 16
static unsigned long Q[N], P[N];
static double D[N], E[N];
static float F[N];
static unsigned U[N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        D[i] = Q[i];
        F[i] = Q[i];
        P[i] = E[i] * 1.0;
        U[i] = E[i] / 4294967296.0 / 2.0 + 0.5;
        P[i] += (unsigned long)(F[i] * 0.25f) / 2;
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) {
        Q[i] = 0xFFFFFFFFFFFFFFFFul - (1ul << (i * 4 % 64)) + 1 + i * 0x401ul;
        E[i] = (double)(1ul << 63) * (1.0 + i / 17.0);
    }
    Q[3] = (1ul << 63) + 1; Q[4] = (1ul << 63) + (1ul << 10) + 1; Q[5] = (1ul << 40) + 0x8000001ul;
    for (n = 0; n <= N; n += 8) {
        f(n);
        for (i = 0; i < N; i++) printf("%d %a %a %lu %u\n", n, D[i], (double)F[i], P[i], U[i]);
    }
    return 0;
}
