/* struct with pointer members u, v and size n; step swaps the member pointers after each region run */
#include <stdio.h>
#include <stdlib.h>
struct grid { int n; double *u, *v; };
static void step(struct grid *g, double k)
{
    int i;
#pragma bbmm array(g->u[g->n], g->v[g->n])
    for (i = 1; i < g->n - 1; i++)
        g->v[i] = g->u[i] + k * (g->u[i - 1] - 2.0 * g->u[i] + g->u[i + 1]);
    double *t = g->u; g->u = g->v; g->v = t;
}
int main(void)
{
    int n, i, s;
    for (n = 1; n <= 40; n += 13) {
        struct grid g;
        g.n = n; g.u = malloc(n * sizeof(double)); g.v = malloc(n * sizeof(double));
        for (i = 0; i < n; i++) g.u[i] = g.v[i] = (i == n / 3) ? 1.0 : 0.0;
        for (s = 0; s < 5; s++) step(&g, 0.3);
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) printf("%a %a\n", g.u[i], g.v[i]);
        free(g.u); free(g.v);
    }
    return 0;
}
