/* a long argument to an int parameter: imin(n, big) with big = 2^32 + 3 converts to 3 (gcc wraps), so the loop runs 3 times */
#include <stdio.h>
#define N 20
static double X[N], Y[N];
static int imin(int a, int b) { return a < b ? a : b; }
static void f(int n, long big)
{
    int i;
#pragma bbmm
    for (i = 0; i < imin(n, big); i++)
        Y[i] = X[i] + 1.0;
}
int main(void)
{
    long bigs[] = {0L, 5L, 100L, 4294967296L + 3L, 4294967296L * 2L + 7L, -4294967296L + 9L};
    int t, n, i;
    for (t = 0; t < 6; t++)
        for (n = 0; n <= N; n += 10) {
            for (i = 0; i < N; i++) { X[i] = i; Y[i] = -1; }
            f(n, bigs[t]);
            for (i = 0; i < N; i++) printf("%a\n", Y[i]);
        }
    return 0;
}
