/* struct pointer member into the middle of a buffer, p->v[i - 1] from i = 0 (negative for offset 0 only when unused) */
#include <stdio.h>
#include <stdlib.h>
struct line { int n; double *v; double *w; };
static void diff(struct line *p)
{
    int i;
#pragma bbmm
    for (i = 0; i < p->n; i++)
        p->w[i] = p->v[i] - p->v[i - 1];
}
int main(void)
{
    double *buf = malloc(sizeof(double) * 40), *out = malloc(sizeof(double) * 40);
    int s, i;
    int offs[] = {1, 3, 10};
    int ns[] = {1, 6, 29};
    for (s = 0; s < 3; s++) {
        struct line L;
        for (i = 0; i < 40; i++) { buf[i] = i * i * 0.125; out[i] = -1; }
        L.n = ns[s]; L.v = buf + offs[s]; L.w = out;
        diff(&L);
        for (i = 0; i < 40; i++) printf("%a\n", out[i]);
    }
    free(buf); free(out);
    return 0;
}
