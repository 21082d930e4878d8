/* 5x5 block helpers with array arguments called from the loop body (BT matvec_sub / matmul_sub) */
#include <stdio.h>
#define N 8
static double lhs[N][5][5], rhs[N][5], c[N][5][5];
static void matvec_sub(double ablock[5][5], double avec[5], double bvec[5])
{
    int i;
    for (i = 0; i < 5; i++)
        bvec[i] = bvec[i] - ablock[i][0] * avec[0] - ablock[i][1] * avec[1] - ablock[i][2] * avec[2] - ablock[i][3] * avec[3] - ablock[i][4] * avec[4];
}
static void matmul_sub(double a[5][5], double b[5][5], double cc[5][5])
{
    int i, j;
    for (j = 0; j < 5; j++)
        for (i = 0; i < 5; i++)
            cc[i][j] = cc[i][j] - a[i][0] * b[0][j] - a[i][1] * b[1][j] - a[i][2] * b[2][j] - a[i][3] * b[3][j] - a[i][4] * b[4][j];
}
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 1; i < n; i++) {
        matvec_sub(lhs[i], rhs[i - 1], rhs[i]);
        matmul_sub(lhs[i], c[i - 1], c[i]);
    }
}
int main(void)
{
    int i, j, k, n;
    for (i = 0; i < N; i++) for (j = 0; j < 5; j++) { rhs[i][j] = (i + j) % 3 * 0.5; for (k = 0; k < 5; k++) { lhs[i][j][k] = ((i * 5 + j * 3 + k) % 7) * 0.0625; c[i][j][k] = (j == k); } }
    for (n = 0; n <= N; n += 4) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < 5; j++) { printf("%a\n", rhs[i][j]); for (k = 0; k < 5; k++) printf("%a\n", c[i][j][k]); }
    return 0;
}
