/* struct pointer members p->v[i], p->w[i] without array() clauses, p->n in the bound */
#include <stdio.h>
#include <stdlib.h>
struct vec { int n; double *v; double *w; };
static void axpy(struct vec *p, double a)
{
    int i;
#pragma bbmm
    for (i = 0; i < p->n; i++)
        p->w[i] = a * p->v[i] + p->w[i];
}
int main(void)
{
    int s, i;
    int ns[] = {0, 1, 2, 13, 40};
    for (s = 0; s < 5; s++) {
        struct vec q;
        q.n = ns[s];
        q.v = malloc(sizeof(double) * 41);
        q.w = malloc(sizeof(double) * 41);
        for (i = 0; i < 41; i++) { q.v[i] = i * 0.125; q.w[i] = 1.0 - i; }
        axpy(&q, 0.75);
        axpy(&q, -2.0);
        for (i = 0; i < 41; i++) printf("%a\n", q.w[i]);
        free(q.v); free(q.w);
    }
    return 0;
}
