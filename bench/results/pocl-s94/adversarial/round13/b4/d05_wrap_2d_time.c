/* 2-D periodic diffusion with (j + 1) % n, (j + n - 1) % n and (i + 1) % m in a time loop, ping-pong arrays, n and m from 1 */
#include <stdio.h>
#define N 9
static double u[N][N], v[N][N];
static void step(int m, int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < m; i++)
        for (j = 0; j < n; j++)
            v[i][j] = 0.5 * u[i][j] + 0.125 * (u[i][(j + 1) % n] + u[i][(j + n - 1) % n] + u[(i + 1) % m][j] + u[(i + m - 1) % m][j]);
#pragma bbmm
    for (i = 0; i < m; i++)
        for (j = 0; j < n; j++)
            u[i][j] = v[i][j];
}
int main(void)
{
    int m, n, t, i, j;
    for (m = 1; m <= N; m += 4)
        for (n = 1; n <= N; n += 3) {
            for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (i * 3 + j * 5) % 7; v[i][j] = 0; }
            for (t = 0; t < 3; t++) step(m, n);
            for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", u[i][j]);
        }
    return 0;
}
