/* unsigned arithmetic in values and subscripts: wrap in (u - 1u), unsigned scalar as a value */
#include <stdio.h>
#define N 32
static double A[N + 1];
static unsigned U[N];
static long L[N];
static void f(unsigned n)
{
    unsigned u;
#pragma bbmm
    for (u = 1; u <= n; u++) {
        A[u - 1u] = A[u] * 0.5 + u;
        U[u - 1] = (u - 5u) / 3u + (u - 2) % 7u;
        L[u - 1] = (long)(u - 10u) + (long)(int)(u - 10u) + (long)((int)u - 10) / 3;
    }
}
int main(void)
{
    int i;
    unsigned n;
    for (n = 0; n <= N; n += 16) {
        for (i = 0; i <= N; i++) A[i] = i;
        f(n);
        for (i = 0; i < N; i++) printf("%u %a %u %ld\n", n, A[i], U[i], L[i]);
    }
    return 0;
}
