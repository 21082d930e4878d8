/* heat-2d (PolyBench 4) with SCALAR_VAL constants and a time loop. */
#include "pb.h"
void kernel_heat_2d(int tsteps, int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n), DATA_TYPE POLYBENCH_2D(B, N, N, n, n))
{
    int t, i, j;
#pragma bbmm name(heat2d)
    for (t = 1; t <= tsteps; t++) {
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                B[i][j] = SCALAR_VAL(0.125) * (A[i + 1][j] - SCALAR_VAL(2.0) * A[i][j] + A[i - 1][j]) +
                          SCALAR_VAL(0.125) * (A[i][j + 1] - SCALAR_VAL(2.0) * A[i][j] + A[i][j - 1]) + A[i][j];
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                A[i][j] = SCALAR_VAL(0.125) * (B[i + 1][j] - SCALAR_VAL(2.0) * B[i][j] + B[i - 1][j]) +
                          SCALAR_VAL(0.125) * (B[i][j + 1] - SCALAR_VAL(2.0) * B[i][j] + B[i][j - 1]) + B[i][j];
    }
}
