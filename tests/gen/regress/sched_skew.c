/* a 2-D recurrence: every loop carries a dependence; the skewed order (anti-diagonals) has a parallel loop */
// expect-output: for \(int c0 = 
// expect-output: kernel void bbmm_r0_n0
#include <stdio.h>
#define N 61
#define M 45
long P[N][M];
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            P[i][j] = (i * 7 + j * 3) % 5;
#pragma scop
    for (i = 1; i < N; i++)
        for (j = 1; j < M; j++)
            P[i][j] = (P[i - 1][j] + P[i][j - 1] + 2 * P[i - 1][j - 1]) % 1000003;
#pragma endscop
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            printf("%ld\n", P[i][j]);
    return 0;
}
