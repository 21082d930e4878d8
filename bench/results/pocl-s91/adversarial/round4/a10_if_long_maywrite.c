/* data-conditional single assignment of a double expression to a long array holding values > 2^53:
   the element left alone must keep all its bits */
#include <stdio.h>
#define N 32
static long L[N];
static int I[N];
static double D[N];
static unsigned long long Q[N];
static void f(int n, double t)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (D[i] > t) L[i] = D[i] * 2.0;
        if (D[i] < t) I[i] = D[i] * 0.5f;
        if (D[i] != t) Q[i] = Q[i] + 1.0;
    }
}
int main(void)
{
    int i, k;
    for (i = 0; i < N; i++) { L[i] = (1L << 60) + i * 7 + 1; I[i] = (1 << 24) + 2 * i + 1; D[i] = (i - 10) * 1.5; Q[i] = (1ULL << 63) + 3 + i; }
    for (k = 0; k < 3; k++) {
        f(k == 2 ? 5 : N, k * 4.0 - 3.0);
        for (i = 0; i < N; i++) printf("%d %ld %d %llu\n", k, L[i], I[i], Q[i]);
    }
    return 0;
}
