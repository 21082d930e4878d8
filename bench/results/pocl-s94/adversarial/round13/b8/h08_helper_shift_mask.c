/* integer helpers with shifts and masks: bit-reversal-free butterflies pair(i, s) = i ^ s is non-affine, so use (i >> 1) and (i & ~1) forms */
#include <stdio.h>
#define N 32
static double X[N], Y[N];
static int half(int i) { return i >> 1; }
static int even(int i) { return i & ~1; }
static int twice(int i) { return i << 1; }
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        Y[i] = X[half(i)] + X[even(i)] * 0.5 + X[twice(half(n - 1)) - twice(half(i))];
}
int main(void)
{
    int n, i;
    for (n = 1; n <= N; n += 6) {
        for (i = 0; i < N; i++) { X[i] = i * 1.5; Y[i] = 0; }
        f(n);
        for (i = 0; i < N; i++) printf("%a\n", Y[i]);
    }
    return 0;
}
