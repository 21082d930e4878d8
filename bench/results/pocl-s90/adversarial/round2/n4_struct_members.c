/* struct members as arrays and bounds, through a variable and a pointer */
#include <stdio.h>
#define N 10
struct grid { int nx, ny; double u[N][N]; double f[N][N]; };
static struct grid G;
static void relax(struct grid *g, double w)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < g->nx - 1; i++)
        for (j = 1; j < g->ny - 1; j++)
            g->f[i][j] = g->u[i][j] + w * (g->u[i - 1][j] + g->u[i][j + 1] - 2.0 * g->u[i][j]);
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { G.u[i][j] = (i * j) % 7 * 0.5; G.f[i][j] = 0; }
    for (t = 0; t < 4; t++) {
        G.nx = N - t; G.ny = N - 2 * t;
        relax(&G, 0.25);
#pragma bbmm
        for (i = 0; i < G.nx; i++)
            for (j = 0; j < G.ny; j++)
                G.u[i][j] = G.f[i][j] * 0.5 + G.u[i][j];
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", G.u[i][j], G.f[i][j]);
    return 0;
}
