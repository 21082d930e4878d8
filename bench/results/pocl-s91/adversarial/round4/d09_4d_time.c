/* 4-D array (t, z, y, x) in a time loop inside the region, reading the previous time plane */
#include <stdio.h>
#define T 4
#define Z 5
#define Y 6
#define X 7
static double U[T][Z][Y][X];
static void f(int nz, int ny, int nx)
{
    int t, z, y, x;
#pragma bbmm
    for (t = 1; t < T; t++)
        for (z = 1; z < nz - 1; z++)
            for (y = 1; y < ny - 1; y++)
                for (x = 1; x < nx - 1; x++)
                    U[t][z][y][x] = (U[t - 1][z - 1][y][x] + U[t - 1][z + 1][y][x] + U[t - 1][z][y - 1][x] +
                                     U[t - 1][z][y + 1][x] + U[t - 1][z][y][x - 1] + U[t - 1][z][y][x + 1]) / 6.0 +
                                    U[t][z][y][x - 1] * 0.01;
}
int main(void)
{
    int t, z, y, x, s;
    for (s = 0; s < 3; s++) {
        for (t = 0; t < T; t++) for (z = 0; z < Z; z++) for (y = 0; y < Y; y++) for (x = 0; x < X; x++) U[t][z][y][x] = (t * 7 + z * 5 + y * 3 + x) % 11 * 0.5;
        f(Z - s, Y - 2 * s, X - s);
        for (t = 0; t < T; t++) for (z = 0; z < Z; z++) for (y = 0; y < Y; y++) for (x = 0; x < X; x++) printf("%a\n", U[t][z][y][x]);
    }
    return 0;
}
