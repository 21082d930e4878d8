/* in-place 5-point Gauss-Seidel on float, rectangular n x m, one sweep per call from a host loop that also adds a source each sweep */
#include <stdio.h>
#define N 48
static float u[N][N];
static void gs(int n, int m)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < m - 1; j++)
            u[i][j] = 0.25f * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
}
int main(void)
{
    int sz[][2] = {{3, 3}, {3, 48}, {48, 3}, {5, 30}, {48, 41}};
    for (int s = 0; s < 5; s++) {
        int n = sz[s][0], m = sz[s][1];
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) u[i][j] = (i == 0) ? 1.0f : ((j == m - 1) ? 0.5f : 0.0f);
        for (int t = 0; t < 4; t++) { gs(n, m); u[n / 2][m / 2] += 0.125f; }
        for (int i = 0; i < n; i++) printf("%a ", u[i][m / 2]);
        printf("\n");
    }
    return 0;
}
