/* 1-D staggered-grid acoustics: pressure p[0..n-1], velocity v[0..n] at faces, boundary faces set in their own statements; plus a 2-D mesh of cells and faces updated by sibling nests */
#include <stdio.h>
#define N 50
#define M 20
static double p[N], v[N + 1], rho[N];
static double c2[M][M], fx[M + 1][M], fy[M][M + 1];

static void step(int n, int m, double dt)
{
    int i, j;
#pragma bbmm
    {
        for (i = 1; i < n; i++)
            v[i] = v[i] - dt * (p[i] - p[i - 1]) / rho[i];
        v[0] = 0.0;
        v[n] = 0.0;
        for (i = 0; i <= m; i++)
            for (j = 0; j < m; j++)
                fx[i][j] = (i == 0 || i == m) ? 0.0 : 0.5 * (c2[i][j] - c2[i - 1][j]);
        for (i = 0; i < m; i++)
            for (j = 0; j <= m; j++)
                fy[i][j] = (j == 0 || j == m) ? 0.0 : 0.5 * (c2[i][j] - c2[i][j - 1]);
    }
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            p[i] = p[i] - dt * (v[i + 1] - v[i]);
        for (i = 0; i < m; i++)
            for (j = 0; j < m; j++)
                c2[i][j] += dt * (fx[i + 1][j] - fx[i][j] + fy[i][j + 1] - fy[i][j]);
    }
}

int main(void)
{
    int sz[][2] = {{1, 1}, {2, 2}, {5, 3}, {17, 9}, {N, M}};
    for (int s = 0; s < 5; s++) {
        int n = sz[s][0], m = sz[s][1];
        for (int i = 0; i < N; i++) { p[i] = i == n / 2 ? 1.0 : 0.0; rho[i] = 1.0 + 0.1 * (i % 3); v[i] = 0.0; }
        v[N] = 0.0;
        for (int i = 0; i < M; i++) for (int j = 0; j < M; j++) c2[i][j] = (i * 3 + j) % 4;
        for (int t = 0; t < 6; t++) step(n, m, 0.2);
        for (int i = 0; i < n; i++) printf("%a ", p[i]);
        printf("\n");
        for (int i = 0; i <= n; i++) printf("%a ", v[i]);
        printf("\n");
        for (int i = 0; i < m; i++) printf("%a %a\n", c2[i][i], c2[i][m - 1 - i]);
    }
    return 0;
}
