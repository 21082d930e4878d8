/* in-place Gauss-Seidel sweeps (order matters), 2-D, both directions, with a time loop inside */
#include <stdio.h>
#define N 20
static double U[N][N];
static void sweep(int n, int T)
{
    int t, i, j;
#pragma bbmm
    for (t = 0; t < T; t++) {
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                U[i][j] = 0.25 * (U[i - 1][j] + U[i + 1][j] + U[i][j - 1] + U[i][j + 1]) + 0.01 * U[i][j];
        for (i = n - 2; i >= 1; i--)
            for (j = n - 2; j >= 1; j--)
                U[i][j] = (U[i][j + 1] + U[i + 1][j] + U[i - 1][j - 1]) / 3.0;
    }
}
int main(void)
{
    int i, j, n;
    for (n = 1; n <= N; n += 6) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) U[i][j] = ((i * 5 + j * 3) % 7) * 0.25 + (i == 0) * 10.0;
        sweep(n, 3);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a%c", U[i][j], j == N - 1 ? '\n' : ' ');
    }
    return 0;
}
