/* struct holding the two buffers of a time loop, swapped through the struct, region on p->cur / p->next */
#include <stdio.h>
#include <stdlib.h>
struct grid { int n; double *cur, *next; };
static void step(struct grid *g, double k)
{
    int i;
    int n = g->n;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        g->next[i] = g->cur[i] + k * (g->cur[i - 1] + g->cur[i + 1] - 2.0 * g->cur[i]);
}
static void run(int n, int steps)
{
    struct grid g;
    double *t;
    int i, s;
    g.n = n;
    g.cur = malloc(sizeof(double) * (n + 1));
    g.next = malloc(sizeof(double) * (n + 1));
    for (i = 0; i < n; i++) g.cur[i] = g.next[i] = (double)(i % 4 == 1) * 8.0;
    for (s = 0; s < steps; s++) {
        step(&g, 0.125 + 0.0625 * (s % 2));
        t = g.cur; g.cur = g.next; g.next = t;
    }
    printf("n=%d\n", n);
    for (i = 0; i < n; i++) printf("%a\n", g.cur[i]);
    free(g.cur); free(g.next);
}
int main(void)
{
    run(0, 1); run(1, 2); run(2, 2); run(3, 3); run(10, 4); run(33, 5);
    return 0;
}
