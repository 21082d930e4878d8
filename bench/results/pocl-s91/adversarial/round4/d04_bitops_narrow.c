/* ~, &, |, ^ on narrow and mixed types: ~uchar is a negative int, uchar = ~uchar wraps */
#include <stdio.h>
#define N 24
static unsigned char C[N];
static unsigned short W[N];
static int R[N], S[N];
static long L[N];
static unsigned U[N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        R[i] = ~C[i];
        C[i] = ~C[i] ^ (i * 3);
        S[i] = (~W[i] & 0xFFF0) | (W[i] >> 12);
        L[i] = U[i] & -1L;
        L[i] += (long)(U[i] | 0x80000000u) - (~U[i] ^ 5u);
        U[i] = (unsigned)C[i] << 24 | W[i];
        W[i] = ~W[i] + C[i];
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { C[i] = i * 11; W[i] = 60000 - i * 2000; U[i] = 0xF0000000u + i; }
    for (n = 0; n <= N; n += 12) {
        f(n);
        for (i = 0; i < N; i++) printf("%d %d %d %d %ld %u %d\n", n, C[i], R[i], S[i], L[i], U[i], W[i]);
    }
    return 0;
}
