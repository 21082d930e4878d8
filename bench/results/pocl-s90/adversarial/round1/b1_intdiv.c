/* integer division, % with negative values, shifts, casts between types */
#include <stdio.h>
#define N 48
static double A[N];
static int I[N];
static long L[N];
static short S[N];
static unsigned char C[N];
static void k(int n, int off)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        I[i] = (i - off) / 3 + (i - off) % 4 + ((i + 1) << 2) - ((i * 5) >> 1);
        L[i] = (long)(i - off) * 100000L / 7 + (unsigned)i % 5u;
        S[i] = (short)(I[i] * 1000);
        C[i] = (unsigned char)(i * 37 - off);
        A[i] = (double)(float)(A[i] / 3.0) + (int)(A[i] * 2.7) + (double)(unsigned)(i + 1) / 2;
        A[i] += -(i - off) % 3 * 0.5 + (double)((i - off) / -2);
    }
}
int main(void)
{
    int i, r;
    for (i = 0; i < N; i++) A[i] = (i % 11 - 5) * 0.3;
    for (r = 0; r < 3; r++) {
        k(r == 1 ? 1 : N - r * 7, r * 13 - 9);
        for (i = 0; i < N; i++) printf("%d %ld %d %d %a\n", I[i], L[i], S[i], C[i], A[i]);
    }
    return 0;
}
