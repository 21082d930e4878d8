/* banded matrix-vector in a time loop: j from imax(0, i - kl) to imin(n - 1, i + ku), Jacobi-like update */
#include <stdio.h>
#define N 33
static double Ab[N][N], x[N], y[N];
static int imax(int a, int b) { return a > b ? a : b; }
static int imin(int a, int b) { return a < b ? a : b; }
static void step(int n, int kl, int ku)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        y[i] = 0.0;
        for (j = imax(0, i - kl); j <= imin(n - 1, i + ku); j++)
            y[i] += Ab[i][j] * x[j];
    }
#pragma bbmm
    for (i = 0; i < n; i++)
        x[i] = 0.5 * x[i] + 0.25 * y[i];
}
int main(void)
{
    int n, t, i, j;
    for (n = 0; n <= N; n += 4) {
        for (i = 0; i < N; i++) { x[i] = 1.0 + i * 0.0625; y[i] = 0; for (j = 0; j < N; j++) Ab[i][j] = ((i + j) % 5) * 0.25 - 0.5; }
        for (t = 0; t < 3; t++) step(n, 2, 1);
        for (i = 0; i < N; i++) printf("%a %a\n", x[i], y[i]);
    }
    return 0;
}
