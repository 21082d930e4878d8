/* 3-D 27-point Gauss-Seidel in place (27 references to u in one statement plus the write), several sweeps inside the region, small cube sizes */
#include <stdio.h>
#define M 14
static double u[M][M][M];
static void gs27(int T, int n)
{
    int t, k, j, i;
#pragma bbmm
    for (t = 0; t < T; t++)
        for (k = 1; k < n - 1; k++)
            for (j = 1; j < n - 1; j++)
                for (i = 1; i < n - 1; i++)
                    u[k][j][i] = (u[k-1][j-1][i-1] + u[k-1][j-1][i] + u[k-1][j-1][i+1] + u[k-1][j][i-1] + u[k-1][j][i] + u[k-1][j][i+1] + u[k-1][j+1][i-1] + u[k-1][j+1][i] + u[k-1][j+1][i+1] + u[k][j-1][i-1] + u[k][j-1][i] + u[k][j-1][i+1] + u[k][j][i-1] + u[k][j][i] + u[k][j][i+1] + u[k][j+1][i-1] + u[k][j+1][i] + u[k][j+1][i+1] + u[k+1][j-1][i-1] + u[k+1][j-1][i] + u[k+1][j-1][i+1] + u[k+1][j][i-1] + u[k+1][j][i] + u[k+1][j][i+1] + u[k+1][j+1][i-1] + u[k+1][j+1][i] + u[k+1][j+1][i+1]) / 27.0;
}
int main(void)
{
    int sz[][2] = {{1, 3}, {2, 4}, {1, 5}, {2, 9}, {2, 14}};
    for (int s = 0; s < 5; s++) {
        int T = sz[s][0], n = sz[s][1];
        for (int k = 0; k < M; k++) for (int j = 0; j < M; j++) for (int i = 0; i < M; i++) u[k][j][i] = (k == 0) ? 1.0 : ((i + j + k) % 4) * 0.25;
        gs27(T, n);
        for (int k = 0; k < n; k++) printf("%a %a\n", u[k][n / 2][n / 2], u[k][k][n - 1 - k]);
        printf("--\n");
    }
    return 0;
}
