/* the return type narrows the expression: static unsigned char lo(int a) { return a + 1; } wraps at 255; short result */
#include <stdio.h>
#define N 300
static double X[256], Y[N];
static unsigned char lo(int a) { return a + 1; }
static short sh(long a) { return a; }
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        Y[i] = X[lo(i)] + sh(i) * 0.5;
}
int main(void)
{
    int ns[] = {0, 1, 200, 254, 255, 256, 257, 300};
    int t, i;
    for (t = 0; t < 8; t++) {
        for (i = 0; i < 256; i++) X[i] = i * 0.25;
        for (i = 0; i < N; i++) Y[i] = -1;
        f(ns[t]);
        for (i = 0; i < N; i++) printf("%a\n", Y[i]);
    }
    return 0;
}
