/* An in-place stencil whose points each run a loop of a variable count:
 * isl's order keeps the time loop outermost and makes each step a
 * wavefront, rows in parallel, as for seidel-2d (sched_wavefront.c); the
 * points' work is not bounded, so each anti-diagonal stays a launch of its
 * own (no sweep), and its boxes keep moving (tests/whole_switch.cmake). */
// expect-explain: a wavefront inside each of its iterations
// expect-no-output: barrier\(CLK_GLOBAL_MEM_FENCE\)
#include <stdio.h>
#define N 23
#define M 17
#define T 4
double A[N][M];
int main(int argc, char **argv)
{
    int t, i, j, k, reps = argc > 5 ? 1 : 2;
    (void)argv;
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            A[i][j] = (double)((i * 5 + j * 3) % 13) / 13.0;
#pragma scop
    for (t = 0; t < T; t++)
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < M - 1; j++)
                for (k = 0; k < reps; k++)
                    A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] +
                               A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
#pragma endscop
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            printf("%a\n", A[i][j]);
    return 0;
}
