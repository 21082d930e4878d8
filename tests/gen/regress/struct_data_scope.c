/* member arrays in explicit data scopes: data(g.a, g.b) around a time loop calling a step function on p->a, update host(g.b) before a host read */
#include <stdio.h>
#define N 40
struct grid { double a[N][N]; double b[N][N]; int n; };
static struct grid g;
static void step(struct grid *p)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < p->n - 1; i++)
        for (j = 0; j < p->n; j++)
            p->b[i][j] = 0.5 * (p->a[i - 1][j] + p->a[i + 1][j]);
#pragma bbmm
    for (i = 1; i < p->n - 1; i++)
        for (j = 0; j < p->n; j++)
            p->a[i][j] = p->b[i][j] + 0.125;
}
int main(void)
{
    int i, j, t;
    double probe;
    g.n = N;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            g.a[i][j] = i - j * 0.25;
#pragma bbmm data(g.a, g.b)
    {
        for (t = 0; t < 3; t++)
            step(&g);
#pragma bbmm update host(g.b)
        probe = g.b[5][7];
        for (t = 0; t < 2; t++)
            step(&g);
    }
    printf("%a\n", probe);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a %a\n", g.a[i][j], g.b[i][j]);
    return 0;
}
