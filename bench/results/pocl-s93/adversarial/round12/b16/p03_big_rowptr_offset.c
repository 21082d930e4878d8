/* 64-wide row pointers (*u)[64] into the middle of a grid, reading u[i - 1] from i = 0 (host fallback) and u[i + 1] (device) */
#include <stdio.h>
#define N 64
static double G[N][N], H[N][N];
static void down(int n, double (*u)[N], double (*v)[N])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < N; j++)
            v[i][j] = u[i - 1][j] + u[i + 1][j] - 2.0 * u[i][j];
}
int main(void)
{
    int s, i, j;
    int offs[] = {1, 1, 5, 30};
    int ns[] = {0, 1, 40, 33};
    for (s = 0; s < 4; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { G[i][j] = (i * i + j) % 11 * 0.5; H[i][j] = -1; }
        down(ns[s], G + offs[s], H + (s == 3 ? 2 : 0));
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", H[i][j]);
    }
    return 0;
}
