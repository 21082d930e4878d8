/* helper taking unsigned: (unsigned)(i - 1) % 8u wraps to 7 at i == 0 (4294967295 % 8 == 7) */
#include <stdio.h>
#define N 32
static double X[N], Y[N];
static unsigned wrap8(unsigned a) { return a % 8u; }
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        Y[i] = X[wrap8(i - 1)] * 2.0 + X[wrap8(i + 9) + 8];
}
int main(void)
{
    int n, i;
    for (n = 0; n <= N; n += 5) {
        for (i = 0; i < N; i++) { X[i] = i + 0.25; Y[i] = -1; }
        f(n);
        for (i = 0; i < N; i++) printf("%a\n", Y[i]);
    }
    return 0;
}
