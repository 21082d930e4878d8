/* pointer members shaped by array(): p->v[p->n], 2-D p->m[p->rows][p->cols] indexed p->m[i*p->cols + j], typedef'd struct, swapped in a time loop */
#include <stdio.h>
#include <stdlib.h>
typedef struct { double *v; int n; double *m; int rows, cols; } field;
static void smooth(field *p, field *q)
{
    int i, j;
#pragma bbmm array(p->v[p->n], q->v[q->n], p->m[p->rows][p->cols], q->m[q->rows][q->cols])
    {
        for (i = 1; i < p->n - 1; i++)
            q->v[i] = 0.25 * p->v[i - 1] + 0.5 * p->v[i] + 0.25 * p->v[i + 1];
        for (i = 1; i < p->rows - 1; i++)
            for (j = 0; j < p->cols && j < q->cols; j++)
                q->m[i * q->cols + j] = p->m[(i - 1) * p->cols + j] + p->m[(i + 1) * p->cols + j] - p->v[i];
    }
}
int main(void)
{
    field a, b, *p = &a, *q = &b, *x;
    int i, t;
    a.n = b.n = 100;
    a.rows = b.rows = 37;
    a.cols = b.cols = 45;
    a.v = malloc(sizeof(double) * 100);
    b.v = calloc(100, sizeof(double));
    a.m = malloc(sizeof(double) * 37 * 45);
    b.m = calloc(37 * 45, sizeof(double));
    for (i = 0; i < 100; i++)
        a.v[i] = (i % 13) * 0.5;
    for (i = 0; i < 37 * 45; i++)
        a.m[i] = (i % 11) * 0.25;
    for (t = 0; t < 5; t++) {
        smooth(p, q);
        x = p;
        p = q;
        q = x;
    }
    for (i = 0; i < 100; i++)
        printf("%a %a\n", a.v[i], b.v[i]);
    for (i = 0; i < 37 * 45; i++)
        printf("%a %a\n", a.m[i], b.m[i]);
    free(a.v);
    free(b.v);
    free(a.m);
    free(b.m);
    return 0;
}
