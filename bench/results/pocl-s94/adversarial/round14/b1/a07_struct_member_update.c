/* struct member arrays kept by a data scope, updated by path: update host(s.a), update device(ps->v) */
#include <stdio.h>
#include <stdlib.h>
struct field { int n; double *a; double *v; };
static void advance(struct field *ps)
{
    int i;
#pragma bbmm
    for (i = 1; i < ps->n; i++)
        ps->v[i] = ps->a[i] - ps->a[i - 1] + 0.5 * ps->v[i];
#pragma bbmm
    for (i = 0; i < ps->n; i++)
        ps->a[i] = ps->a[i] + 0.25 * ps->v[i];
}
int main(void)
{
    struct field s;
    struct field *ps = &s;
    int i, t;
    s.n = 17;
    s.a = malloc(sizeof(double) * s.n);
    s.v = malloc(sizeof(double) * s.n);
    for (i = 0; i < s.n; i++) { s.a[i] = (i % 5) * 0.75; s.v[i] = 0.0; }
#pragma bbmm data(s.a, s.v)
    for (t = 0; t < 4; t++) {
        advance(&s);
#pragma bbmm update host(s.a)
        s.a[0] = s.a[s.n - 1] * 0.5;
#pragma bbmm update device(s.a)
#pragma bbmm update host(ps->v)
        ps->v[t] += 1.0;
#pragma bbmm update device(ps->v)
    }
    for (i = 0; i < s.n; i++) printf("%a %a\n", s.a[i], s.v[i]);
    free(s.a);
    free(s.v);
    return 0;
}
