/* gemm with a private sum scalar which is also read after the region */
#include <stdio.h>
#define N 14
static double A[N][N], B[N][N], C[N][N];
static double f(int n, int m, int p)
{
    int i, j, k;
    double sum = -1.0;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++) {
            sum = 0.0;
            for (k = 0; k < p; k++)
                sum += A[i][k] * B[k][j];
            C[i][j] = sum * 0.5 + C[i][j];
        }
    return sum;
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i + j) % 5 * 0.5; B[i][j] = (i * j) % 7 - 3; C[i][j] = 0; }
    static const int ns[5] = {14, 0, 1, 3, 14}, ms[5] = {14, 4, 1, 0, 2}, ps[5] = {14, 5, 0, 2, 13};
    for (t = 0; t < 5; t++) printf("%a\n", f(ns[t], ms[t], ps[t]));
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", C[i][j]);
    return 0;
}
