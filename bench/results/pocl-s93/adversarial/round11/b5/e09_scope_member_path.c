/* explicit data scope on struct member arrays, update host(g.a) to print a norm, host writes g.b then update device */
#include <stdio.h>
#define N 18
struct grid { int n; double a[N]; double b[N]; };
static struct grid g;
int main(void)
{
    int i, t;
    g.n = N;
    for (i = 0; i < N; i++) { g.a[i] = i % 4; g.b[i] = 1.0; }
#pragma bbmm data(g.a, g.b)
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            g.a[i] = g.a[i] + 0.25 * (g.b[i - 1] + g.b[i + 1]);
#pragma bbmm update host(g.a)
        printf("%a\n", g.a[N / 2]);
        g.b[t] = 2.0 * t;
#pragma bbmm update device(g.b)
    }
    for (i = 0; i < N; i++) printf("%a %a\n", g.a[i], g.b[i]);
    return 0;
}
