/* inside data(X, Y): a region whose helper narrows to unsigned char runs on the devices for n <= 256 and on the host above, alternating */
#include <stdio.h>
#define N 300
static double X[N], Y[N];
static int lo8(unsigned char c) { return c; }
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        Y[i] = X[lo8(i)] * 0.5 + Y[i];
}
static void g(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        X[i] = X[i] + Y[(i + 7) % N] * 0.25;
}
int main(void)
{
    int ns[] = {200, 300, 17, 290, 256};
    int t, i;
    for (i = 0; i < N; i++) { X[i] = i * 0.125; Y[i] = 1.0; }
#pragma bbmm data(X, Y)
    for (t = 0; t < 5; t++) {
        f(ns[t]);
        g(ns[t]);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", X[i], Y[i]);
    return 0;
}
