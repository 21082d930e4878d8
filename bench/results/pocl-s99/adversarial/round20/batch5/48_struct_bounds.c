#include <stdio.h>
#include <stdlib.h>

typedef float real;
typedef struct { int nx, ny; real *u; real *v; double dt; } grid_t;

static void step(const grid_t *g)
{
    int nx1 = g->nx - 1;
#pragma bbmm array(g->u[g->ny][g->nx], g->v[g->ny][g->nx])
    for (int j = 1; j < g->ny - 1; j++)
        for (int i = 1; i < nx1; i++)
            g->v[j * g->nx + i] = g->u[j * g->nx + i] + (real)g->dt * (g->u[(j - 1) * g->nx + i] + g->u[(j + 1) * g->nx + i] - 2 * g->u[j * g->nx + i]);
}

static void copyback(grid_t g)
{
#pragma bbmm array(g.u[g.ny][g.nx], g.v[g.ny][g.nx])
    for (int j = 0; j < g.ny; j++)
        for (int i = 0; i < g.nx; i++)
            g.u[j * g.nx + i] = g.v[j * g.nx + i];
}

int main(void)
{
    int dims[][2] = { {3, 3}, {10, 4}, {4, 10}, {25, 17} };
    for (int s = 0; s < 4; s++) {
        grid_t g = { dims[s][0], dims[s][1], 0, 0, 0.1 };
        g.u = malloc(sizeof(real) * g.nx * g.ny); g.v = malloc(sizeof(real) * g.nx * g.ny);
        for (int k = 0; k < g.nx * g.ny; k++) g.u[k] = g.v[k] = (real)((k * 7) % 5);
        for (int t = 0; t < 5; t++) { step(&g); copyback(g); }
        double h = 0; for (int k = 0; k < g.nx * g.ny; k++) h = h * 0.9 + g.u[k];
        printf("%d %d %a\n", g.nx, g.ny, h);
        free(g.u); free(g.v);
    }
    return 0;
}
