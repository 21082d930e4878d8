/* host reads and writes the array through a pointer of another type between region calls */
#include <stdio.h>
#define N 20
static double A[N];
static long long *bits = (long long *)A;
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) A[i] = A[i] * 1.5 + i;
}
int main(void)
{
    int t, i;
    unsigned char *raw = (unsigned char *)&A[3];
    for (i = 0; i < N; i++) A[i] = i * 0.25;
    for (t = 0; t < 4; t++) {
        f(N);
        printf("%lld %d\n", bits[5], raw[7]);
        bits[6] ^= 1;
        raw[6] = 0x40;
        f(N - 4);
    }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
