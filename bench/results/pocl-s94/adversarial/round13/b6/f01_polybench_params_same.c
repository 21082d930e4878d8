/* PolyBench-style kernel with array-typed parameters double A[N][N], B[N][N], called with (A, B) and with (A, A): in-place jacobi */
#include <stdio.h>
#define N 12
static double A[N][N], B[N][N];
static void kernel_jacobi(int tsteps, int n, double a[N][N], double b[N][N])
{
    int t, i, j;
#pragma scop
    for (t = 0; t < tsteps; t++) {
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                b[i][j] = 0.2 * (a[i][j] + a[i][j - 1] + a[i][1 + j] + a[1 + i][j] + a[i - 1][j]);
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                a[i][j] = 0.2 * (b[i][j] + b[i][j - 1] + b[i][1 + j] + b[1 + i][j] + b[i - 1][j]);
    }
#pragma endscop
}
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * (j + 2) + 2) / (double)N; B[i][j] = (i * (j + 3) + 3) / (double)N; }
    kernel_jacobi(3, N, A, B);
    kernel_jacobi(2, N, A, A);
    kernel_jacobi(2, N - 1, B, A);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
