/* in-place shift left ascending a[i] = a[i + 1] and a helper-shifted read a[imin(i + 2, n - 1)]: anti-dependences across tiles */
#include <stdio.h>
#define N 64
static double a[N + 2];
static int imin(int x, int y) { return x < y ? x : y; }
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        a[i] = a[i + 1] + a[imin(i + 2, n - 1)] * 0.25;
}
int main(void)
{
    int n, i;
    for (n = 1; n <= N; n += 9) {
        for (i = 0; i < N + 2; i++) a[i] = i * 0.5;
        f(n);
        f(n);
        for (i = 0; i < N + 2; i++) printf("%a\n", a[i]);
    }
    return 0;
}
