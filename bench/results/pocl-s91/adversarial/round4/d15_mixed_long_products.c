/* long long products and unsigned long long wrap, int*int promoted to long only after the product */
#include <stdio.h>
#define N 24
static int I[N], J[N];
static long long P[N], Q[N];
static unsigned long long U[N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        P[i] = (long long)I[i] * J[i] + I[i] * 1000LL;
        Q[i] = (P[i] % 1000003) * 3037000499LL / (J[i] | 1) - (long long)(I[i] * 10) * J[i];
        U[i] = U[i] * 6364136223846793005ULL + 1442695040888963407ULL;
        U[i] ^= U[i] >> 33;
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { I[i] = (i - 12) * 99991; J[i] = (i * 7919) % 30001 - 15000; U[i] = i * 0x9E3779B97F4A7C15ULL; }
    for (n = 0; n <= N; n += 12) {
        f(n);
        for (i = 0; i < N; i++) printf("%d %lld %lld %llu\n", n, P[i], Q[i], U[i]);
    }
    return 0;
}
