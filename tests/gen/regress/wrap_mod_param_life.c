/* Game of Life with periodic wrap written with % n, and a 1-D periodic smoothing with (i - 1 + n) % n */
#include <stdio.h>
#define N 16
static int g[N][N], h[N][N];
static double u[N], v[N];
static void life(int n, int steps)
{
    int t, i, j;
    for (t = 0; t < steps; t++) {
#pragma bbmm
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++) {
                int c = g[(i + n - 1) % n][(j + n - 1) % n] + g[(i + n - 1) % n][j] + g[(i + n - 1) % n][(j + 1) % n] +
                        g[i][(j + n - 1) % n] + g[i][(j + 1) % n] + g[(i + 1) % n][(j + n - 1) % n] +
                        g[(i + 1) % n][j] + g[(i + 1) % n][(j + 1) % n];
                h[i][j] = c == 3 || (c == 2 && g[i][j]);
            }
#pragma bbmm
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                g[i][j] = h[i][j];
    }
}
static void smooth(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        v[i] = 0.25 * u[(i - 1 + n) % n] + 0.5 * u[i] + 0.25 * u[(i + 1) % n] + (i + 2) / n;
}
int main(void)
{
    int i, j, n;
    for (n = 1; n <= N; n += 5) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) g[i][j] = (i * 3 + j * 5) % 7 < 3;
        life(n, 4);
        for (i = 0; i < N; i++) { for (j = 0; j < N; j++) printf("%d", g[i][j]); printf("\n"); }
        for (i = 0; i < N; i++) u[i] = i * 0.5;
        smooth(n);
        for (i = 0; i < N; i++) printf("%a\n", v[i]);
    }
    return 0;
}
