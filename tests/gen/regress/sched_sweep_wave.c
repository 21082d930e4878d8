/* The wave form A[i][j] = f(A[i-1][j], A[i][j-1]), each point a chain of
 * three components (a loop of constant bounds that carries a dependence):
 * no parallel loop as written; isl's order is a wavefront over i + j, rows
 * in parallel, which runs as one sweep (one work-group, a barrier after
 * each step: one launch instead of one per anti-diagonal).  Run as well
 * with work-groups of 4 items (BBMM_TUNE workgroup=4 in tests/CMakeLists),
 * each item then taking several rows of a step. */
// expect-explain: sweep: c0 serial, run inside one work-group
// expect-output: barrier\(CLK_GLOBAL_MEM_FENCE\)
#include <stdio.h>
#define N 37
#define M 29
double A[N][M][3];
int main(void)
{
    int i, j, m;
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            for (m = 0; m < 3; m++)
                A[i][j][m] = (double)((i * 7 + j * 3 + m * 5) % 11) / 11.0;
#pragma bbmm
    for (i = 1; i < N; i++)
        for (j = 1; j < M; j++)
            for (m = 1; m < 3; m++)
                A[i][j][m] = 0.5 * A[i][j][m - 1] + 0.25 * A[i - 1][j][m] + 0.125 * A[i][j - 1][m] +
                             0.0625 * A[i - 1][j - 1][m - 1];
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            for (m = 0; m < 3; m++)
                printf("%a\n", A[i][j][m]);
    return 0;
}
