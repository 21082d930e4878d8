/* a pointer member of a struct without array(): its extent from the subscripts, the bound a member too */
#include <stdio.h>
#include <stdlib.h>
struct vec { int n; double *v; };
static void scale(struct vec *p, double s)
{
    int i;
#pragma bbmm
    for (i = 0; i < p->n; i++)
        p->v[i] = p->v[i] * s + i;
}
int main(void)
{
    struct vec a;
    int i, k;
    a.v = malloc(sizeof(double) * 16);
    for (k = 0; k <= 16; k += 8) {
        a.n = k;
        for (i = 0; i < 16; i++) a.v[i] = i * 0.5;
        scale(&a, 1.5);
        for (i = 0; i < 16; i++) printf("%a\n", a.v[i]);
    }
    free(a.v);
    return 0;
}
