/* a PolyBench-style kernel holding its own nolist data scope over a time loop, called with distinct arrays and with the same array twice */
#include <stdio.h>
#define M 10
static double X[M][M], Y[M][M];
static void step(int n, double A[M][M], double B[M][M])
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            B[i][j] = 0.2 * (A[i][j] + A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
}
static void kernel(int tsteps, int n, double A[M][M], double B[M][M])
{
    int t;
#pragma bbmm data
    for (t = 0; t < tsteps; t++) {
        step(n, A, B);
        step(n, B, A);
    }
}
static void init(void)
{
    int i, j;
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++) { X[i][j] = (i * j) % 5; Y[i][j] = i + j; }
}
static void dump(void)
{
    int i, j;
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++) printf("%a %a\n", X[i][j], Y[i][j]);
}
int main(void)
{
    init();
    kernel(3, M, X, Y);
    dump();
    init();
    kernel(3, M, X, X);
    dump();
    init();
    kernel(2, 5, Y, Y);
    dump();
    return 0;
}
