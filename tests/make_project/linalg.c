/* linalg.c - a #pragma bbmm region (matrix-vector product). */
#include "grid.h"

void matvec(double a[N][N], double x[N], double y[N])
{
    int i, j;
#pragma bbmm name(matvec)
    for (i = 0; i < N; i++) {
        y[i] = 0.0;
        for (j = 0; j < N; j++)
            y[i] = y[i] + a[i][j] * x[j];
    }
}
