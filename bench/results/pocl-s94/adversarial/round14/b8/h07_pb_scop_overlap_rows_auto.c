/* PolyBench-style #pragma scop kernel with 2D array params in a time loop (no pragma scope), called with B = A shifted by one row */
#include <stdio.h>
#define M 10
static double G[M + 1][M];
static void kernel(int n, double A[][M], double B[][M])
{
    int i, j;
#pragma scop
    for (i = 0; i < n; i++)
        for (j = 1; j < M - 1; j++)
            B[i][j] = 0.5 * A[i][j] + 0.25 * (A[i][j - 1] + A[i][j + 1]);
#pragma endscop
}
int main(void)
{
    int i, j, t;
    for (i = 0; i <= M; i++)
        for (j = 0; j < M; j++) G[i][j] = (i * 7 + j * 3) % 11;
    for (t = 0; t < 4; t++) {
        kernel(M, G, G + 1);
        kernel(M - t, G + 1, G);
        kernel(t, G, G);
    }
    for (i = 0; i <= M; i++)
        for (j = 0; j < M; j++) printf("%a\n", G[i][j]);
    return 0;
}
