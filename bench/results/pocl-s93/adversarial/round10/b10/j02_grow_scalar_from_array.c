/* OpenMP-style: per-row coefficient read from an array into a scalar (w = coef[i]; c = w * w;) before the row region; the serial loop carries u[i-1] */
#include <stdio.h>
#define N 30
static double u[N][N], coef[N];

static void sweep(int n, int m)
{
    int i, j;
    double w, c;
    for (i = 1; i < n; i++) {
        w = coef[i];
        c = w * w;
#pragma bbmm
        for (j = 0; j < m; j++)
            u[i][j] = u[i][j] + w * u[i - 1][j] - c;
    }
}

int main(void)
{
    int sz[][2] = {{1, 1}, {2, 3}, {5, 1}, {N, N}, {17, 9}};
    for (int s = 0; s < 5; s++) {
        for (int i = 0; i < N; i++) { coef[i] = 0.5 + 0.01 * i; for (int j = 0; j < N; j++) u[i][j] = (i * 2 + j) % 5; }
        sweep(sz[s][0], sz[s][1]);
        for (int i = 0; i < sz[s][0]; i++) printf("%a ", u[i][sz[s][1] / 2]);
        printf("\n");
    }
    return 0;
}
