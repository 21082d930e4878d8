/* shifts with data counts, >> of negative signed values, << into sign bit of unsigned, long shifts */
#include <stdio.h>
#define N 32
static int I[N], S[N], R[N];
static unsigned U[N], V[N];
static long L[N];
static unsigned char C[N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        R[i] = I[i] >> S[i];
        V[i] = U[i] << S[i];
        L[i] = (long)((unsigned long)I[i] << (S[i] % 20 + 20));
        L[i] += 1L << S[i] + 31;
        C[i] = C[i] << 3 | C[i] >> 5;
        R[i] += C[i] << 20;
        V[i] = V[i] ^ (unsigned)I[i] >> 1;
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { I[i] = (i - 16) * 123457; S[i] = i % 31; U[i] = 0x80000001u + i * 0x1234567u; C[i] = i * 37; }
    for (n = 0; n <= N; n += 11) {
        f(n);
        for (i = 0; i < N; i++) printf("%d %d %u %ld %d\n", n, R[i], V[i], L[i], C[i]);
    }
    return 0;
}
