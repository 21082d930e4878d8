/* an unsigned count-down's exit value (UINT_MAX) read inside the region after the loop, as a value */
#include <stdio.h>
#define N 12
static double a[N + 1], r[N];
static void f(unsigned n)
{
    unsigned i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        for (j = i; j-- > 0;)
            a[j] = a[j] * 0.5 + a[j + 1];
        r[i] = (double)j + a[i];
    }
}
int main(void)
{
    unsigned n, i;
    for (n = 0; n <= N; n += 5) {
        for (i = 0; i <= N; i++) a[i] = i + 1;
        for (i = 0; i < N; i++) r[i] = 0;
        f(n);
        for (i = 0; i < N; i++) printf("%a %a\n", a[i], r[i]);
    }
    return 0;
}
