/* smooth: a 2-D smoothing stencil over time steps (#pragma scop, PolyBench
 * macros) whose updates call small helper functions of the file: avg3
 * returns a value, blend calls avg3.  bbmm-pp copies blend and avg3 into
 * the first sweep's kernel and avg3 alone into the second's. */
#include "pb.h"
#ifndef N
#define N 1000
#define TSTEPS 100
#endif
#define _PB_N POLYBENCH_LOOP_BOUND(N, n)
#define _PB_TSTEPS POLYBENCH_LOOP_BOUND(TSTEPS, tsteps)

static DATA_TYPE avg3(DATA_TYPE a, DATA_TYPE b, DATA_TYPE c)
{
    return (a + b + c) / SCALAR_VAL(3.0);
}

static DATA_TYPE blend(DATA_TYPE centre, DATA_TYPE west, DATA_TYPE east, DATA_TYPE north, DATA_TYPE south)
{
    DATA_TYPE h = avg3(west, centre, east);
    DATA_TYPE v = avg3(north, centre, south);
    return SCALAR_VAL(0.5) * (h + v);
}

void kernel_smooth(int tsteps, int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n), DATA_TYPE POLYBENCH_2D(B, N, N, n, n))
{
    int t, i, j;
#pragma scop
    for (t = 0; t < _PB_TSTEPS; t++) {
        for (i = 1; i < _PB_N - 1; i++)
            for (j = 1; j < _PB_N - 1; j++)
                B[i][j] = blend(A[i][j], A[i][j - 1], A[i][j + 1], A[i - 1][j], A[i + 1][j]);
        for (i = 1; i < _PB_N - 1; i++)
            for (j = 1; j < _PB_N - 1; j++)
                A[i][j] = avg3(B[i - 1][j], B[i][j], B[i + 1][j]);
    }
#pragma endscop
}
