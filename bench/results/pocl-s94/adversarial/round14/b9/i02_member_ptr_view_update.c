/* explicit data scope (nolist) in a function taking struct grid *ps: region on the view ps->v + 1; update host(ps->v), host reads ps->v[2] */
#include <stdio.h>
#include <stdlib.h>
struct grid { int n; double *v; };
static void interior(int m, double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < m; i++)
        x[i] = 0.5 * x[i] + 2.0;
}
static double run(struct grid *ps)
{
    int t;
    double s = 0.0;
#pragma bbmm data
    for (t = 0; t < 3; t++) {
        interior(ps->n - 2, ps->v + 1);
#pragma bbmm update host(ps->v)
        s += ps->v[2];
    }
    return s;
}
int main(void)
{
    struct grid g;
    int i;
    g.n = 10;
    g.v = malloc(sizeof(double) * g.n);
    for (i = 0; i < g.n; i++) g.v[i] = i;
    printf("%a\n", run(&g));
    for (i = 0; i < g.n; i++) printf("%a\n", g.v[i]);
    free(g.v);
    return 0;
}
