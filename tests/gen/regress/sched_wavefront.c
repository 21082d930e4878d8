/* In-place stencils (PolyBench's seidel-2d): no parallel loop as written,
 * and isl's order (a wavefront across time steps, 4t + 2i + j) has boxes
 * too complex for the tool; with the time loop kept outermost and serial,
 * each step becomes a wavefront of its own (2i + j), rows in parallel. */
// expect-explain: loop order: isl's scheduler with the outermost loop kept outermost and serial \(c0\), and a wavefront inside each of its iterations
// expect-output: kernel void bbmm_r0_n0
#include <stdio.h>
#define N 23
#define M 17
#define T 4
double A[N][M], B[N][M];
int main(void)
{
    int t, i, j;
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++) {
            A[i][j] = (double)((i * 5 + j * 3) % 13) / 13.0;
            B[i][j] = (double)((i + 2 * j) % 7) / 7.0;
        }
#pragma scop
    for (t = 0; t < T; t++)
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < M - 1; j++)
                A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i][j + 1] +
                           A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
#pragma endscop
#pragma scop
    for (t = 0; t < T; t++)
        for (i = 1; i < N; i++)
            for (j = 1; j < M - 1; j++)
                B[i][j] = 0.5 * B[i][j] + 0.25 * (B[i - 1][j + 1] + B[i][j - 1]);
#pragma endscop
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
