/* gauss-jordan elimination in a function, k serial; moving row k and col k */
#include <stdio.h>
#define N 28
#define M (2 * N)
static double G[N][M];
static void gj(int n, int m, double (*g)[M])
{
    int i, j, k;
#pragma bbmm
    for (k = 0; k < n; k++) {
        for (j = k + 1; j < m; j++)
            g[k][j] = g[k][j] / g[k][k];
        for (i = 0; i < n; i++)
            for (j = k + 1; j < m; j++)
                if (i != k)
                    g[i][j] = g[i][j] - g[i][k] * g[k][j];
    }
}
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++) for (j = 0; j < M; j++)
        G[i][j] = (j < N) ? ((i == j) ? 4.0 : 1.0 / (double)(1 + i + j)) : (double)(j - N == i);
    gj(N, M, G);
    for (i = 0; i < N; i++) printf("%a %a\n", G[i][N + i], G[i][M - 1]);
    return 0;
}
