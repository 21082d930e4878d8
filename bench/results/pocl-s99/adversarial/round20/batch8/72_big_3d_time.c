#include <stdio.h>
#include <stdlib.h>
#define ID(i, j, k) (((i) * ny + (j)) * nz + (k))

int main(void)
{
    int nx = 20, ny = 22, nz = 18;
    double *u = malloc(sizeof(double) * nx * ny * nz), *v = malloc(sizeof(double) * nx * ny * nz);
    for (int i = 0; i < nx * ny * nz; i++) u[i] = v[i] = (i % 9) * 0.1;
    for (int t = 0; t < 11; t++) {
#pragma bbmm array(u[nx][ny][nz], v[nx][ny][nz])
        for (int i = 1; i < nx - 1; i++)
            for (int j = 1; j < ny - 1; j++)
                for (int k = 1; k < nz - 1; k++)
                    v[ID(i, j, k)] = (u[ID(i - 1, j, k)] + u[ID(i + 1, j, k)] + u[ID(i, j - 1, k)] + u[ID(i, j + 1, k)] + u[ID(i, j, k - 1)] + u[ID(i, j, k + 1)]) / 6.0;
        double *tp = u; u = v; v = tp;
    }
    double h = 0; for (int i = 0; i < nx * ny * nz; i++) h = h * 0.999 + u[i];
    printf("%a\n", h);
    free(u); free(v);
    return 0;
}
