#include <stdio.h>
#define N 20
static double U[N][N], F[N][N];
static void rb(int n, int t)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1 + (i + t) % 2; j < n - 1; j += 2)
            U[i][j] = U[i + 1][j] + F[i][j];
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { U[i][j] = i + j; F[i][j] = i - j; }
    for (t = 0; t < 3; t++) rb(N, t);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", U[i][j]);
    return 0;
}
