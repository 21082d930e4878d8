/* bounds and subscripts that read array elements and members the region never writes (NPB SP/BT's grid_points[0], MG's nx[lt], a struct field): read once where the region starts */
#include <stdio.h>
#define N 24
int grid_points[3];
int nx[4];
struct grid {
    int n;
    int off[2];
};
static double u[N][N][N], rhs[N][N][N], w[N][N];

static void step(struct grid *g, int lt)
{
    int i, j, k;
#pragma bbmm
    for (k = 1; k < grid_points[2] - 1; k++)
        for (j = 1; j < grid_points[1] - 1; j++)
            for (i = 1; i < grid_points[0] - 1; i++)
                rhs[k][j][i] = u[k][j][i + 1] - 2.0 * u[k][j][i] + u[k][j][i - 1] + u[k][j][grid_points[0] - 1];
#pragma bbmm
    for (j = 0; j < nx[lt]; j++)
        for (i = g->off[1]; i < g->n - g->off[0]; i++)
            w[j][i] = rhs[1][j][i] * 0.5 + w[j][i];
}

int main(void)
{
    int i, j, k;
    struct grid g = {N - 2, {1, 2}};
    grid_points[0] = N - 1;
    grid_points[1] = N - 3;
    grid_points[2] = N;
    nx[0] = 5;
    nx[1] = N - 4;
    for (k = 0; k < N; k++)
        for (j = 0; j < N; j++)
            for (i = 0; i < N; i++)
                u[k][j][i] = (k * 7 + j * 3 + i) % 11 - 0.25 * i;
    step(&g, 1);
    step(&g, 0);
    for (k = 0; k < N; k++)
        for (j = 0; j < N; j++)
            for (i = 0; i < N; i++)
                printf("%a\n", rhs[k][j][i]);
    for (j = 0; j < N; j++)
        for (i = 0; i < N; i++)
            printf("%a\n", w[j][i]);
    return 0;
}
