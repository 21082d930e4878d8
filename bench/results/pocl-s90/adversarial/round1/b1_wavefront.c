/* wavefront: A[i][j] from A[i-1][j] and A[i][j-1], plus a diagonal one */
#include <stdio.h>
#define N 24
static double A[N][N], B[N][N];
static void wave(int n, int m)
{
    int i, j;
#pragma bbmm
    {
        for (i = 1; i < n; i++)
            for (j = 1; j < m; j++)
                A[i][j] = (A[i - 1][j] + A[i][j - 1]) * 0.5 + A[i][j] * 0.25;
        for (i = 1; i < n; i++)
            for (j = 1; j < n; j++)
                B[i][j] = B[i - 1][j - 1] + B[i - 1][j] - A[i][j] * 0.125;
    }
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            A[i][j] = ((i + 2 * j) % 5) * 0.25;
            B[i][j] = ((3 * i + j) % 7) * 0.5;
        }
    static const int ns[4] = {24, 1, 2, 10}, ms[4] = {24, 5, 0, 23};
    for (t = 0; t < 4; t++) wave(ns[t], ms[t]);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
