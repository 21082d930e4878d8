/* data(ps->v) scope where ps is repointed between two structs inside the scope; update host(ps->v), host write, update device(ps->v) */
#include <stdio.h>
#define N 10
struct grid { int n; double v[N]; };
static struct grid g1, g2;
static void step(struct grid *p)
{
    int i;
#pragma bbmm
    for (i = 0; i < p->n; i++)
        p->v[i] = p->v[i] * 0.5 + (double)i;
}
int main(void)
{
    struct grid *ps = &g1;
    int i, t;
    double s = 0.0;
    g1.n = N; g2.n = N - 3;
    for (i = 0; i < N; i++) { g1.v[i] = i; g2.v[i] = -i; }
#pragma bbmm data(ps->v)
    for (t = 0; t < 4; t++) {
        step(ps);
#pragma bbmm update host(ps->v)
        s += ps->v[1];
        ps->v[2] += 1.0;
#pragma bbmm update device(ps->v)
        ps = (t % 2) ? &g1 : &g2;
    }
    printf("%a\n", s);
    for (i = 0; i < N; i++) printf("%a %a\n", g1.v[i], g2.v[i]);
    return 0;
}
