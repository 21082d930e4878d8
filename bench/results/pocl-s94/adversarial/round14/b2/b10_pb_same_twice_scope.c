/* PolyBench-style 2D kernel with array params called as kernel(n, A, A) and kernel(n, A, B) inside data(A, B) and in a nolist scope */
#include <stdio.h>
#define M 9
static double A[M][M], B[M][M];
static void kernel(int n, double X[M][M], double Y[M][M])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            Y[i][j] = X[i][j] * 0.5 + X[j][i] * 0.25;
}
static void init(void)
{
    int i, j;
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++) { A[i][j] = i - 2.0 * j; B[i][j] = 1.0; }
}
static void dump(void)
{
    int i, j;
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++) printf("%a %a\n", A[i][j], B[i][j]);
}
int main(void)
{
    int t, n;
    for (n = 0; n <= M; n += 3) {
        init();
#pragma bbmm data(A, B)
        for (t = 0; t < 3; t++) {
            kernel(n, A, B);
            kernel(n, B, B);
        }
        dump();
        init();
#pragma bbmm data
        for (t = 0; t < 3; t++) {
            kernel(n, B, A);
            kernel(n, A, A);
        }
        dump();
    }
    return 0;
}
