/* pointer members with array() clauses and a 1-D shaped subscript p->m[i*p->cols + j], repeated calls */
#include <stdio.h>
#include <stdlib.h>
struct mat { int rows, cols; double *m; };
static void axpy(struct mat *p, struct mat *q, double a)
{
    int i, j;
#pragma bbmm array(p->m[p->rows][p->cols], q->m[q->rows][q->cols])
    for (i = 0; i < p->rows; i++)
        for (j = 0; j < q->cols && j < p->cols; j++)
            q->m[i * q->cols + j] = q->m[i * q->cols + j] + a * p->m[i * p->cols + j];
}
int main(void)
{
    struct mat P, Q;
    int i, t;
    P.rows = Q.rows = 23; P.cols = Q.cols = 31;
    P.m = malloc(23 * 31 * sizeof(double)); Q.m = malloc(23 * 31 * sizeof(double));
    for (i = 0; i < 23 * 31; i++) { P.m[i] = (i % 13) * 0.5; Q.m[i] = 1.0; }
    for (t = 0; t < 3; t++) { axpy(&P, &Q, 0.25 * (t + 1)); P.m[t * 40] = Q.m[t]; }
    axpy(&Q, &Q, 0.5);
    for (i = 0; i < 23 * 31; i++) printf("%a %a\n", P.m[i], Q.m[i]);
    return 0;
}
