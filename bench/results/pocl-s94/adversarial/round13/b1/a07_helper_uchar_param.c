/* helper with an unsigned char parameter used in a subscript: lo8(i) wraps at i == 256 */
#include <stdio.h>
#define N 300
static double X[N], Y[N];
static int lo8(unsigned char c) { return c; }
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        Y[i] = X[lo8(i)] + 1.0;
}
int main(void)
{
    int ns[] = {0, 1, 7, 255, 256, 257, 300};
    int t, i;
    for (t = 0; t < 7; t++) {
        for (i = 0; i < N; i++) { X[i] = i * 0.5; Y[i] = 0; }
        f(ns[t]);
        for (i = 0; i < N; i++) printf("%a\n", Y[i]);
    }
    return 0;
}
