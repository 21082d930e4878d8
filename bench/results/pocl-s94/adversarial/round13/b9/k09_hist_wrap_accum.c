/* accumulate into a small periodic table: h[(i + off) % m] += w[i] for i < n with m < n (many collisions; dividend leaves 0..2m-1 for big n) */
#include <stdio.h>
#define N 40
static double h[N], w[N];
static void f(int n, int m, int off)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        h[(i + off) % m] += w[i];
}
int main(void)
{
    int n, m, off, i;
    for (n = 0; n <= N; n += 9)
        for (m = 1; m <= 9; m += 4)
            for (off = 0; off <= m; off += 2) {
                for (i = 0; i < N; i++) { h[i] = 0; w[i] = 1.0 / (i + 1); }
                f(n, m, off);
                for (i = 0; i < N; i++) printf("%a\n", h[i]);
            }
    return 0;
}
