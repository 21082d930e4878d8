/* OpenMP-style code: pragma on the inner parallel loop inside a serial sweep (i1 = i + 1 scalars), x-sweep then y-sweep of an implicit-like recurrence, in a time loop with a host checksum */
#include <stdio.h>
#define NX 20
#define NY 18
static double u[NX][NY], r[NX][NY];

static void sweeps(int nx, int ny, double w)
{
    int i, j, i1, j1;
    for (i = 1; i < nx; i++) {
        i1 = i - 1;
#pragma bbmm
        for (j = 0; j < ny; j++)
            u[i][j] = u[i][j] + w * u[i1][j] + r[i][j];
    }
    for (j = ny - 2; j >= 0; j--) {
        j1 = j + 1;
#pragma bbmm
        for (i = 0; i < nx; i++)
            u[i][j] = u[i][j] - w * u[i][j1];
    }
}

int main(void)
{
    int sz[][2] = {{1, 1}, {2, 1}, {1, 3}, {3, 2}, {7, 9}, {NX, NY}};
    for (int s = 0; s < 6; s++) {
        int nx = sz[s][0], ny = sz[s][1];
        for (int i = 0; i < NX; i++) for (int j = 0; j < NY; j++) { u[i][j] = (double)((i + 2 * j) % 7) * 0.125; r[i][j] = 0.01 * ((i * j) % 3); }
        for (int t = 0; t < 3; t++) {
            sweeps(nx, ny, 0.3);
            double cs = 0.0;
            for (int i = 0; i < nx; i++) for (int j = 0; j < ny; j++) cs += u[i][j] * (1 + i + j);
            printf("%d %d t=%d cs=%a\n", nx, ny, t, cs);
        }
    }
    return 0;
}
