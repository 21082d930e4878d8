/* Jacobi with a max-norm convergence check computed in the region; host loop until converged */
#include <stdio.h>
#include <math.h>
#define N 16
static double U[N][N], V[N][N];
static double sweep(int n)
{
    int i, j;
    double err = 0.0;
#pragma bbmm
    {
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                V[i][j] = 0.25 * (U[i - 1][j] + U[i + 1][j] + U[i][j - 1] + U[i][j + 1]);
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++) {
                err = fmax(err, fabs(V[i][j] - U[i][j]));
                U[i][j] = V[i][j];
            }
    }
    return err;
}
int main(void)
{
    int i, j, it, n;
    double e;
    for (n = 3; n <= N; n += 6) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { U[i][j] = (i == 0) ? 1.0 : (j == 0 ? 0.5 : 0.0); V[i][j] = U[i][j]; }
        it = 0;
        do { e = sweep(n); it++; } while (e > 1e-3 && it < 200);
        printf("%d %d %a\n", n, it, e);
        for (i = 0; i < N; i++) printf("%a %a\n", U[i][N / 2], U[N / 2][i]);
    }
    return 0;
}
