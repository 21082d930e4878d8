/* wavefront with the inner loop counting down, and an anti-dependence */
#include <stdio.h>
#define N 22
static double A[N][N];
static void f(int n, int m)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n; i++)
        for (j = m - 2; j >= 0; j--)
            A[i][j] = A[i][j + 1] * 0.5 + A[i - 1][j] * 0.25 + A[i - 1][j + 1] * 0.125;
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = ((i * 5 + j * 3) % 7) * 0.5;
    static const int ns[4] = {22, 1, 2, 15}, ms[4] = {22, 10, 1, 2};
    for (t = 0; t < 4; t++) f(ns[t], ms[t]);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
