#include <stdio.h>
#define N 56
double g[N][N], h[N][N];
static void floyd(void)
{
    int i, j, k;
#pragma bbmm name(fl)
    for (k = 0; k < N; k++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                if (i != k && j != k && g[i][k] + g[k][j] < g[i][j])
                    g[i][j] = g[i][k] + g[k][j];
}
static void smooth(void)
{
    int i, j;
#pragma bbmm name(sm)
    for (i = 1; i < N - 1; i++)
        for (j = 1; j < N - 1; j++)
            h[i][j] = 0.25 * (g[i - 1][j] + g[i + 1][j] + g[i][j - 1] + g[i][j + 1]);
#pragma bbmm name(cp)
    for (i = 1; i < N - 1; i++)
        for (j = 1; j < N - 1; j++)
            g[i][j] = h[i][j] + (double)((i + j) % 3);
}
int main(void)
{
    int i, j, r;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            g[i][j] = i == j ? 0.0 : (double)((i * 3 + j * 5) % 17) + 1.0;
            h[i][j] = 0.0;
        }
    for (r = 0; r < 3; r++) {
        floyd();
        smooth();
    }
    floyd();
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += g[i][j] * (double)(i * 2 + j + 1) + h[i][j];
    printf("%a\n", s);
    return 0;
}
