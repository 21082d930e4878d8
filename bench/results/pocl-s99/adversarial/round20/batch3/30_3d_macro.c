#include <stdio.h>
#include <stdlib.h>

#define I3(i,j,k) (((i) * ny + (j)) * nz + (k))

static void heat3(int nx, int ny, int nz, const double *u, double *v)
{
#pragma bbmm array(u[nx][ny][nz], v[nx][ny][nz])
    for (int i = 1; i < nx - 1; i++)
        for (int j = 1; j < ny - 1; j++)
            for (int k = 1; k < nz - 1; k++)
                v[I3(i,j,k)] = u[I3(i,j,k)] + 0.1 * (u[I3(i-1,j,k)] + u[I3(i+1,j,k)] + u[I3(i,j-1,k)]
                                                   + u[I3(i,j+1,k)] + u[I3(i,j,k-1)] + u[I3(i,j,k+1)] - 6 * u[I3(i,j,k)]);
}

int main(void)
{
    int dims[][3] = { {3, 3, 3}, {5, 4, 7}, {10, 2, 10}, {12, 11, 9} };
    for (int s = 0; s < 4; s++) {
        int nx = dims[s][0], ny = dims[s][1], nz = dims[s][2];
        double *u = malloc(sizeof(double) * nx * ny * nz), *v = malloc(sizeof(double) * nx * ny * nz);
        for (int i = 0; i < nx * ny * nz; i++) u[i] = v[i] = (i % 6) * 0.5;
        for (int t = 0; t < 5; t++) { heat3(nx, ny, nz, u, v); double *tp = u; u = v; v = tp; }
        double h = 0; for (int i = 0; i < nx * ny * nz; i++) h = h * 0.9 + u[i];
        printf("%d %d %d %a\n", nx, ny, nz, h);
        free(u); free(v);
    }
    return 0;
}
