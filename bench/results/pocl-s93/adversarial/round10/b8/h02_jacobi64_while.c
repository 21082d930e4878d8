/* 64x64 Jacobi with residual region (sum of squares into a global) in a host while loop with convergence, swap through array-of-2 index, large enough for tiles on all devices */
#include <stdio.h>
#include <math.h>
#define N 64
static double U[2][N][N], F[N][N];
static double rsum;

static void jac(int n, int src)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            U[1 - src][i][j] = 0.25 * (U[src][i - 1][j] + U[src][i + 1][j] + U[src][i][j - 1] + U[src][i][j + 1] - F[i][j]);
#pragma bbmm
    {
        rsum = 0.0;
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++) {
                double d = U[1 - src][i][j] - U[src][i][j];
                rsum += d * d;
            }
    }
}

int main(void)
{
    int ns[] = {3, 17, 64};
    for (int s = 0; s < 3; s++) {
        int n = ns[s], src = 0, it = 0;
        for (int b = 0; b < 2; b++) for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) U[b][i][j] = (i == 0) ? 1.0 : (j == n - 1 ? -0.5 : 0.0);
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) F[i][j] = 1e-3 * ((i * 11 + j * 5) % 13 - 6);
        do { jac(n, src); src = 1 - src; it++; } while (sqrt(rsum) > 1e-3 && it < 30);
        printf("n=%d it=%d r=%a\n", n, it, sqrt(rsum));
        for (int i = 0; i < n; i += 3) printf("%a %a\n", U[src][i][i], U[src][n / 2][i]);
    }
    return 0;
}
