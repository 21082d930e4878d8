/* #pragma bbmm data (no list) around a loop whose regions use struct member arrays g.u, g.v */
#include <stdio.h>
#define N 30
struct grid { int n; double u[N]; double v[N]; };
static struct grid g;
int main(void)
{
    int t, i;
    for (i = 0; i < N; i++) { g.u[i] = (i % 3) * 1.5; g.v[i] = 0; }
    g.n = N - 2;
#pragma bbmm data
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 1; i < g.n; i++)
            g.v[i] = 0.5 * (g.u[i - 1] + g.u[i + 1]);
#pragma bbmm
        for (i = 1; i < g.n; i++)
            g.u[i] = g.v[i] + 0.125;
    }
    for (i = 0; i < N; i++) printf("%a %a\n", g.u[i], g.v[i]);
    return 0;
}
