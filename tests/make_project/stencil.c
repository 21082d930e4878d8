/* stencil.c - a #pragma scop region (jacobi-2d). */
#include "grid.h"

void smooth(int steps, double a[N][N], double b[N][N])
{
    int t, i, j;
#pragma scop
    for (t = 0; t < steps; t++) {
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                b[i][j] = 0.2 * (a[i][j] + a[i][j - 1] + a[i][j + 1] + a[i + 1][j] + a[i - 1][j]);
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                a[i][j] = 0.2 * (b[i][j] + b[i][j - 1] + b[i][j + 1] + b[i + 1][j] + b[i - 1][j]);
    }
#pragma endscop
}
