/* suffix sums with size_t count-down: s[i] = s[i + 1] + x[i] (serial), then a parallel rescale, then again with a helper-bounded start */
#include <stdio.h>
#include <stddef.h>
#define N 30
static double s[N + 1], x[N];
static size_t zmin(size_t a, size_t b) { return a < b ? a : b; }
static void f(size_t n, size_t m)
{
    size_t i;
#pragma bbmm
    {
        for (i = n; i-- > 0;)
            s[i] = s[i + 1] + x[i];
        for (i = 0; i < n; i++)
            x[i] = s[i] / (double)(n - i);
        for (i = zmin(m, n); i-- > 0;)
            s[i] = s[i + 1] * 0.5 + x[i];
    }
}
int main(void)
{
    size_t n, m, i;
    for (n = 0; n <= N; n += 7)
        for (m = 0; m <= N; m += 11) {
            for (i = 0; i < N; i++) x[i] = (double)(i % 5) - 1.5;
            for (i = 0; i <= N; i++) s[i] = 0;
            f(n, m);
            for (i = 0; i <= N; i++) printf("%a\n", s[i]);
            for (i = 0; i < N; i++) printf("%a\n", x[i]);
        }
    return 0;
}
