/* in-place Gauss-Seidel on a periodic ring and a periodic 2-D grid, (i-1+n)%n and (i+1)%n neighbours */
#include <stdio.h>
#define N 24
static double r[N], g[N][N];
static void run(int n, int sweeps)
{
    int s, i, j;
    for (i = 0; i < N; i++) { r[i] = (double)(i % 5); for (j = 0; j < N; j++) g[i][j] = (double)((i * j) % 7); }
#pragma bbmm
    for (s = 0; s < sweeps; s++)
        for (i = 0; i < n; i++)
            r[i] = 0.5 * (r[(i - 1 + n) % n] + r[(i + 1) % n]);
#pragma bbmm
    for (s = 0; s < sweeps; s++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                g[i][j] = 0.25 * (g[(i + n - 1) % n][j] + g[(i + 1) % n][j] + g[i][(j + n - 1) % n] + g[i][(j + 1) % n]);
    printf("n=%d sweeps=%d\n", n, sweeps);
    for (i = 0; i < n; i++) printf("%a\n", r[i]);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", g[i][j]);
}
int main(void)
{
    run(1, 2); run(2, 2); run(3, 1); run(5, 3); run(24, 2);
    return 0;
}
