/* iterators read after their loops in the region and after the region */
#include <stdio.h>
#define N 32
static double A[N][N];
static int I[N];
static int g(int n, int m)
{
    int i, j, k;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            A[0][i] = A[0][i] + 1.0;
        for (j = 0; j < i; j++)
            A[1][j] = A[1][j] * 2.0 + j;
        I[0] = i + j;
        for (i = 1; i < n; i++) {
            for (k = 0; k < m && k < i; k++)
                A[i][k] = A[i - 1][k] + 0.5;
            I[i] = k;
        }
        for (k = 2; k <= m; k += 2)
            A[2][k] = k;
        I[1] = k;
    }
    return i * 100 + j * 10 + k;
}
int main(void)
{
    int i, j, t, r;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) A[i][j] = (i * j % 5) * 0.5;
    static const int ns[5] = {32, 0, 1, 5, 20}, ms[5] = {31, 3, 0, 1, 8};
    for (t = 0; t < 5; t++) {
        r = g(ns[t], ms[t]);
        printf("%d\n", r);
        for (i = 0; i < N; i++) printf("%d\n", I[i]);
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
