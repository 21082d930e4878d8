/* Index-set splitting: PolyBench's floyd-warshall (row k and column k are
 * written during step k, so as written no loop inside k is parallel and
 * isl's order is a wavefront per k) and an LU-like update that reads its
 * pivot row and column in place.  Cut along i = k and j = k, every piece
 * of a step is parallel in all its loops; each piece is a copy of the
 * statement.  The third region reads row k one column ahead: its piece on
 * i = k is a chain, so the split is not kept (the wavefront stays). */
// expect-explain: statement pieces: isl's scheduler ran on the statements cut along the hyperplanes
// expect-output: kernel void bbmm_r0_n8
#include <stdio.h>
#define N 17
#define M 9
int path[N][N];
double A[M][M + 3], B[M][M + 3];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            path[i][j] = i == j ? 0 : (i * 7 + j * 13) % 17 == 0 ? 999 : (i * 3 + j * 5) % 23 + 1;
    for (i = 0; i < M; i++)
        for (j = 0; j < M + 3; j++)
            B[i][j] = A[i][j] = (double)((i * 5 + j * 3) % 11) / 7.0 + (i == j ? 4.0 : 0.0);
#pragma scop
    for (k = 0; k < N; k++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                path[i][j] = path[i][j] < path[i][k] + path[k][j] ? path[i][j] : path[i][k] + path[k][j];
#pragma endscop
#pragma scop
    for (k = 0; k < M; k++)
        for (i = 0; i < M; i++)
            for (j = 0; j < M + 3; j++)
                A[i][j] = A[i][j] - A[i][k] * A[k][j] / 8.0;
#pragma endscop
#pragma scop
    for (k = 0; k < M; k++)
        for (i = 0; i < M; i++)
            for (j = 1; j < M + 2; j++)
                B[i][j] = B[i][j] - B[i][k] * B[k][j + 1] / 8.0;
#pragma endscop
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%d\n", path[i][j]);
    for (i = 0; i < M; i++)
        for (j = 0; j < M + 3; j++)
            printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
