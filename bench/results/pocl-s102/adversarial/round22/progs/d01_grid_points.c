/* NPB-style: bounds from grid_points[], a global struct's fields */
#include <stdio.h>
#define IMAX 14
static int grid_points[3];
static struct { int nsteps; double dt; int jmax; } par;
static double u[IMAX][IMAX][IMAX][5], rhs[IMAX][IMAX][IMAX][5];
static void compute_rhs(void)
{
    int i, j, k, m;
#pragma bbmm
    for (k = 1; k < grid_points[2] - 1; k++)
        for (j = 1; j < par.jmax - 1; j++)
            for (i = 1; i < grid_points[0] - 1; i++)
                for (m = 0; m < 5; m++)
                    rhs[k][j][i][m] = u[k][j][i + 1][m] - 2.0 * u[k][j][i][m] + u[k][j][i - 1][m]
                                    + par.dt * (u[k + 1][j][i][m] - u[k - 1][j][i][m]);
}
static void add(void)
{
    int i, j, k, m;
#pragma bbmm
    for (k = 1; k < grid_points[2] - 1; k++)
        for (j = 1; j < grid_points[1] - 1; j++)
            for (i = 1; i < grid_points[0] - 1; i++)
                for (m = 0; m < 5; m++)
                    u[k][j][i][m] = u[k][j][i][m] + 0.1 * rhs[k][j][i][m];
}
int main(void)
{
    int i, j, k, m, step;
    grid_points[0] = 12; grid_points[1] = 13; grid_points[2] = 11;
    par.nsteps = 4; par.dt = 0.015; par.jmax = grid_points[1];
    for (k = 0; k < IMAX; k++) for (j = 0; j < IMAX; j++) for (i = 0; i < IMAX; i++) for (m = 0; m < 5; m++)
        u[k][j][i][m] = (double)((i + 2 * j + 3 * k + m) % 7) / 6.0;
    for (step = 1; step <= par.nsteps; step++) {
        compute_rhs();
        add();
    }
    for (k = 1; k < 11; k += 2) for (m = 0; m < 5; m++) printf("%a\n", u[k][k][k][m]);
    return 0;
}
