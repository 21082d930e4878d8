/* size_t count-down from a helper's value: for (i = zmin(n, m); i-- > 0;) with static inline size_t zmin */
#include <stdio.h>
#include <stddef.h>
#define N 25
static double y[N], z[N];
static inline size_t zmin(size_t a, size_t b) { return a < b ? a : b; }
static void f(size_t n, size_t m)
{
    size_t i;
#pragma bbmm
    for (i = zmin(n, m); i-- > 0;)
        y[i] = z[i] * 2.0 + (double)i;
}
int main(void)
{
    size_t n, m, i;
    for (n = 0; n <= N; n += 6)
        for (m = 0; m <= N; m += 8) {
            for (i = 0; i < N; i++) { y[i] = -1; z[i] = i * 0.75; }
            f(n, m);
            for (i = 0; i < N; i++) printf("%a\n", y[i]);
        }
    return 0;
}
