/* struct member arrays that overlap another array of the region at run time (p->v and q->v with p == q, s.a and ps->a with ps == &s, a pointer member into a row of D): the region runs on the host as written */
#include <stdio.h>
#include <stdlib.h>
#define N 40
struct field { double *v; int n; };
struct S { double a[N]; double *p; };
static struct S sv;
static struct S *ps = &sv;
static double D[N][N];
static void smooth(struct field *p, struct field *q)
{
    int i;
#pragma bbmm array(p->v[p->n], q->v[q->n])
    for (i = 1; i < p->n - 1; i++)
        q->v[i] = p->v[i - 1] + p->v[i + 1];
}
static void mix(int t)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < N; i++)
        sv.a[i] = ps->a[i - 1] * 0.5 + t;
#pragma bbmm array(ps->p[N])
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            D[i][j] = D[i][j] + ps->p[j] * 0.25;
}
int main(void)
{
    struct field a, b;
    int i, j, t;
    a.n = b.n = 100;
    a.v = malloc(100 * sizeof(double));
    b.v = calloc(100, sizeof(double));
    for (i = 0; i < 100; i++)
        a.v[i] = i * 0.5;
    for (i = 0; i < N; i++) {
        sv.a[i] = i - 3.5;
        for (j = 0; j < N; j++)
            D[i][j] = (i * 7 + j) % 13;
    }
    sv.p = D[1];
    for (t = 0; t < 3; t++) {
        smooth(&a, &b);
        smooth(&b, &b);
        mix(t);
    }
    for (i = 0; i < 100; i++)
        printf("%a %a\n", a.v[i], b.v[i]);
    for (i = 0; i < N; i++) {
        printf("%a", sv.a[i]);
        for (j = 0; j < N; j++)
            printf(" %a", D[i][j]);
        printf("\n");
    }
    free(a.v);
    free(b.v);
    return 0;
}
