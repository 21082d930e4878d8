/* struct members as arrays and scalars: g.a, g.in.c (nested), p->a through a pointer, scalar members in bounds and values, regions in a time loop */
#include <stdio.h>
#define N 40
struct inner { double c[N][N]; int lo; };
struct grid { double a[N][N]; double b[N][N]; struct inner in; int n; double w; };
static struct grid g;
static void step(struct grid *p)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < p->n - 1; i++)
        for (j = p->in.lo; j < p->n; j++)
            p->b[i][j] = p->w * (p->a[i - 1][j] + p->a[i + 1][j]) + p->in.c[i][j];
#pragma bbmm
    for (i = 1; i < p->n - 1; i++)
        for (j = p->in.lo; j < p->n; j++)
            p->a[i][j] = p->b[i][j] - 0.125 * p->a[i][j];
}
int main(void)
{
    int i, j, t;
    g.n = N;
    g.w = 0.375;
    g.in.lo = 1;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            g.a[i][j] = i - j * 0.25;
            g.b[i][j] = 0.0;
            g.in.c[i][j] = (i * j % 7) * 0.5;
        }
#pragma bbmm
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            g.in.c[i][j] = g.in.c[i][j] * g.w + g.n;
    for (t = 0; t < 4; t++)
        step(&g);
    for (i = 0; i < N; i++) {
        for (j = 0; j < N; j++)
            printf(" %a %a", g.a[i][j], g.b[i][j]);
        printf("\n");
    }
    printf("%d %d\n", i, j);
    return 0;
}
