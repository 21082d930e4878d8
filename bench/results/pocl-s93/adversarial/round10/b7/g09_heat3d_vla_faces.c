/* 3-D heat with VLA parameters double u[nz][ny][nx], Neumann faces set by six separate nests, host time loop with checksum */
#include <stdio.h>
#include <stdlib.h>
static void step(int nz, int ny, int nx, double u[nz][ny][nx], double v[nz][ny][nx], double k)
{
    int i, j, l;
#pragma bbmm
    {
        for (l = 1; l < nz - 1; l++)
            for (j = 1; j < ny - 1; j++)
                for (i = 1; i < nx - 1; i++)
                    v[l][j][i] = u[l][j][i] + k * (u[l-1][j][i] + u[l+1][j][i] + u[l][j-1][i] + u[l][j+1][i] + u[l][j][i-1] + u[l][j][i+1] - 6.0 * u[l][j][i]);
        for (l = 1; l < nz - 1; l++)
            for (j = 1; j < ny - 1; j++)
                for (i = 1; i < nx - 1; i++)
                    u[l][j][i] = v[l][j][i];
        for (j = 0; j < ny; j++) for (i = 0; i < nx; i++) { u[0][j][i] = u[1 < nz ? 1 : 0][j][i]; }
        for (j = 0; j < ny; j++) for (i = 0; i < nx; i++) { u[nz - 1][j][i] = u[nz - 2 >= 0 ? nz - 2 : 0][j][i]; }
        for (l = 0; l < nz; l++) for (i = 0; i < nx; i++) { u[l][0][i] = u[l][1 < ny ? 1 : 0][i]; }
        for (l = 0; l < nz; l++) for (i = 0; i < nx; i++) { u[l][ny - 1][i] = u[l][ny - 2 >= 0 ? ny - 2 : 0][i]; }
        for (l = 0; l < nz; l++) for (j = 0; j < ny; j++) { u[l][j][0] = u[l][j][1 < nx ? 1 : 0]; }
        for (l = 0; l < nz; l++) for (j = 0; j < ny; j++) { u[l][j][nx - 1] = u[l][j][nx - 2 >= 0 ? nx - 2 : 0]; }
    }
}
static void run(int nz, int ny, int nx)
{
    double (*u)[ny][nx] = malloc(sizeof(double) * nz * ny * nx), (*v)[ny][nx] = malloc(sizeof(double) * nz * ny * nx);
    for (int l = 0; l < nz; l++) for (int j = 0; j < ny; j++) for (int i = 0; i < nx; i++) { u[l][j][i] = (l * 3 + j * 5 + i * 7) % 11; v[l][j][i] = 0.0; }
    for (int t = 0; t < 4; t++) {
        step(nz, ny, nx, u, v, 0.1);
        double s = 0.0;
        for (int l = 0; l < nz; l++) for (int j = 0; j < ny; j++) for (int i = 0; i < nx; i++) s += u[l][j][i] * (1 + l + 2 * j + 3 * i);
        printf("%d %d %d t=%d s=%a\n", nz, ny, nx, t, s);
    }
    free(u); free(v);
}
int main(void)
{
    run(1, 1, 1); run(2, 3, 2); run(3, 3, 3); run(5, 4, 7); run(12, 10, 9);
    return 0;
}
