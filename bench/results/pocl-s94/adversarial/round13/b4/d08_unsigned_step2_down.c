/* unsigned i -= 2 while i >= 2 and an unsigned char count-down whose iterator ends at 255, read after the region */
#include <stdio.h>
#define N 30
static double a[N + 2];
static int endc;
static void f(unsigned n)
{
    unsigned i;
    unsigned char c;
#pragma bbmm
    for (i = n; i >= 2; i -= 2)
        a[i] = a[i - 1] + a[i - 2];
#pragma bbmm
    for (c = (unsigned char)(n / 2); c-- > 0;)
        a[c] += 0.5 * a[c + 1];
    endc = c;
}
int main(void)
{
    unsigned n, i;
    for (n = 0; n <= N; n += 5) {
        for (i = 0; i < N + 2; i++) a[i] = i * 0.25;
        f(n);
        printf("%d\n", endc);
        for (i = 0; i < N + 2; i++) printf("%a\n", a[i]);
    }
    return 0;
}
