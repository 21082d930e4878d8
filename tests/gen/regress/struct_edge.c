/* struct members: a struct passed by value, an unsigned member in a bound and a value, a pointer member to a nested struct (p->in->a), an anonymous typedef'd struct, a #pragma scop region */
#include <stdio.h>
#include <stdlib.h>
#define N 48
struct inner { double a[N]; double s; };
typedef struct { struct inner *in; unsigned n; int lo, hi; double w[N][N]; } outer;
static double out1[N], out2[N][N];
static void byval(outer o)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            o.w[i][j] = o.w[i][j] * 2.0 + o.n;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            out2[i][j] = o.w[i][j];
}
static void nested(outer *p)
{
    int i;
#pragma bbmm
    for (i = p->lo; i < p->hi; i++)
        out1[i] = p->in->a[i] * p->in->s - p->n + i;
#pragma scop
    for (i = p->lo; i < p->hi - 1; i++)
        p->in->a[i] = out1[i + 1] * 0.5 + p->in->a[i];
#pragma endscop
}
int main(void)
{
    static outer o;
    struct inner in;
    int i, j;
    o.in = &in;
    o.n = N - 3;
    o.hi = N - 3;
    o.lo = 2;
    in.s = 0.75;
    for (i = 0; i < N; i++) {
        in.a[i] = i * 0.5 - 3;
        for (j = 0; j < N; j++)
            o.w[i][j] = (i - j) * 0.125;
    }
    nested(&o);
    nested(&o);
    byval(o);
    for (i = 0; i < N; i++) {
        printf("%a %a", out1[i], in.a[i]);
        for (j = 0; j < N; j++)
            printf(" %a %a", out2[i][j], o.w[i][j]);
        printf("\n");
    }
    return 0;
}
