/* heat 2-D with the time loop inside the region and ping-pong buffers selected by t % 2, plus Dirichlet rows re-imposed each step by sibling nests */
#include <stdio.h>
#define N 28
static float U[2][N][N];

static void heat(int n, int T, float k)
{
    int t, i, j;
#pragma bbmm
    for (t = 0; t < T; t++) {
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                U[(t + 1) % 2][i][j] = U[t % 2][i][j] + k * (U[t % 2][i - 1][j] + U[t % 2][i + 1][j] + U[t % 2][i][j - 1] + U[t % 2][i][j + 1] - 4.0f * U[t % 2][i][j]);
        for (j = 0; j < n; j++) {
            U[(t + 1) % 2][0][j] = 1.0f;
            U[(t + 1) % 2][n - 1][j] = 0.0f;
        }
        for (i = 1; i < n - 1; i++) {
            U[(t + 1) % 2][i][0] = U[(t + 1) % 2][i][1];
            U[(t + 1) % 2][i][n - 1] = U[t % 2][i][n - 2];
        }
    }
}

int main(void)
{
    int sz[][2] = {{1, 0}, {2, 1}, {3, 2}, {3, 3}, {28, 5}, {9, 6}};
    for (int s = 0; s < 6; s++) {
        int n = sz[s][0], T = sz[s][1];
        for (int b = 0; b < 2; b++) for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) U[b][i][j] = (float)((i * 7 + j * 3 + b) % 5) * 0.1f;
        heat(n, T, 0.2f);
        for (int i = 0; i < n; i++) printf("%a %a\n", U[T % 2][i][n / 2], U[1 - T % 2][i][i]);
        printf("--\n");
    }
    return 0;
}
