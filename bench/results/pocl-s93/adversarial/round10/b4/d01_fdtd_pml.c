/* 2-D FDTD TE mode with source row, damping (PML-like) columns, several field arrays of different extents (nx-1, ny-1), region with its own time loop and sibling nests */
#include <stdio.h>
#define NX 26
#define NY 22
static double ex[NX][NY], ey[NX][NY], hz[NX][NY], sig[NY];

static void fdtd(int tmax, int nx, int ny)
{
    int t, i, j;
#pragma bbmm
    for (t = 0; t < tmax; t++) {
        for (j = 0; j < ny; j++)
            ey[0][j] = 0.1 * t;
        for (i = 1; i < nx; i++)
            for (j = 0; j < ny; j++)
                ey[i][j] = ey[i][j] * (1.0 - sig[j]) - 0.5 * (hz[i][j] - hz[i-1][j]);
        for (i = 0; i < nx; i++)
            for (j = 1; j < ny; j++)
                ex[i][j] = ex[i][j] * (1.0 - sig[j]) - 0.5 * (hz[i][j] - hz[i][j-1]);
        for (i = 0; i < nx; i++) {
            ex[i][0] = 0.0;
        }
        for (i = 0; i < nx - 1; i++)
            for (j = 0; j < ny - 1; j++)
                hz[i][j] = hz[i][j] - 0.7 * (ex[i][j+1] - ex[i][j] + ey[i+1][j] - ey[i][j]);
        for (j = 0; j < ny - 1; j++)
            hz[nx - 1][j] = 0.5 * hz[nx - 2 < 0 ? 0 : nx - 2][j];
    }
}

int main(void)
{
    int sz[][3] = {{1, 1, 1}, {2, 2, 3}, {3, 5, 2}, {4, 9, 13}, {5, NX, NY}};
    for (int s = 0; s < 5; s++) {
        int nx = sz[s][1], ny = sz[s][2];
        for (int j = 0; j < NY; j++) sig[j] = j < 3 || j > ny - 4 ? 0.05 * (j % 4) : 0.0;
        for (int i = 0; i < NX; i++) for (int j = 0; j < NY; j++) { ex[i][j] = (i * (j + 1)) / (double)NX; ey[i][j] = (i * (j + 2)) / (double)NY; hz[i][j] = (i * (j + 3)) / (double)NX; }
        fdtd(sz[s][0], nx, ny);
        for (int i = 0; i < nx; i++) printf("%a %a %a\n", ex[i][ny / 2], ey[i][0], hz[i][ny - 1]);
        printf("--\n");
    }
    return 0;
}
