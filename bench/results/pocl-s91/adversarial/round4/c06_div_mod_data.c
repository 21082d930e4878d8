/* integer / and % with negative data operands; unsigned divisor converts the dividend */
#include <stdio.h>
#define N 30
static int I[N], J[N], R[N], S[N];
static long L[N], M[N];
static unsigned U[N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        R[i] = I[i] / J[i] + I[i] % J[i] * 100;
        S[i] = I[i] / 2u;
        U[i] = I[i] % 7u + (unsigned)(-I[i]) / 3;
        L[i] = (long)I[i] * 1000000007L % J[i] - L[i] / -3;
        M[i] = L[i] % (unsigned)J[i] + (-L[i] >> 3) + (I[i] < J[i] ? I[i] : J[i]);
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { I[i] = (i * 37) % 61 - 30; J[i] = (i % 7) - 3; if (J[i] == 0) J[i] = 5; L[i] = i * 1000000001L - 7000000000L; }
    for (n = 0; n <= N; n += 10) {
        f(n);
        for (i = 0; i < N; i++) printf("%d %d %d %u %ld %ld\n", n, R[i], S[i], U[i], L[i], M[i]);
    }
    return 0;
}
