#include <stdio.h>
#define N 40
#define M (2 * N)
double g[N][M];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            g[i][j] = j < N ? (i == j ? 5.0 + (i % 3) : 0.5 / (double)(1 + (i + j) % 6)) : (j - N == i ? 1.0 : 0.0);
#pragma bbmm name(gj)
    for (k = 0; k < N; k++) {
        for (j = k + 1; j < M; j++)
            g[k][j] = g[k][j] / g[k][k];
        for (i = 0; i < N; i++)
            for (j = k + 1; j < M; j++)
                if (i != k)
                    g[i][j] = g[i][j] - g[i][k] * g[k][j];
    }
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = N; j < M; j++)
            s += g[i][j] * (double)((i * 3 + j) % 7 + 1);
    printf("%a %a\n", s, g[1][N + 2]);
    return 0;
}
