/* --j >= 1 and j-- != 0 count-downs over unsigned and unsigned short, guarded for n == 0 */
#include <stdio.h>
#define N 16
static double a[N + 1];
static void f(unsigned n)
{
    unsigned j;
    unsigned short s;
    if (n >= 1) {
#pragma bbmm
        for (j = n; --j >= 1;)
            a[j] = a[j - 1] + a[j + 1] * 0.5;
    }
#pragma bbmm
    for (s = (unsigned short)n; s-- != 0;)
        a[s] = a[s] * 2.0 - 1.0;
}
int main(void)
{
    unsigned n, i;
    for (n = 0; n <= N; n += 3) {
        for (i = 0; i <= N; i++) a[i] = (i % 4) * 0.5;
        f(n);
        for (i = 0; i <= N; i++) printf("%a\n", a[i]);
    }
    return 0;
}
