/* red-black Gauss-Seidel: parity from the time step in the start of the inner loop */
#include <stdio.h>
#define N 20
static double U[N][N], F[N][N];
static void rb(int n, int t)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1 + (i + t) % 2; j < n - 1; j += 2)
            U[i][j] = 0.25 * (U[i - 1][j] + U[i + 1][j] + U[i][j - 1] + U[i][j + 1] - F[i][j]);
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { U[i][j] = (i == 0 || j == 0) ? 1.0 : 0.0; F[i][j] = ((i * j) % 3) * 0.01; }
    for (t = 0; t < 6; t++) rb(t == 4 ? 3 : N, t);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", U[i][j]);
    return 0;
}
