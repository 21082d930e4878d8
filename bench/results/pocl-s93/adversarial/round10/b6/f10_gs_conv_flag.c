/* Gauss-Seidel sweeps with the max change computed in the same region into a scalar (fmax over |new-old| with a private old), host loops until change < tol */
#include <stdio.h>
#include <math.h>
#define N 22
static double u[N][N], rhs[N][N];
static double change;

static void gs_sweep(int n)
{
    int i, j;
    double old, nw;
#pragma bbmm
    {
        change = 0.0;
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++) {
                old = u[i][j];
                nw = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - rhs[i][j]);
                u[i][j] = nw;
                change = fmax(change, fabs(nw - old));
            }
    }
}

int main(void)
{
    int ns[] = {2, 3, 4, 9, 22};
    for (int s = 0; s < 5; s++) {
        int n = ns[s], it = 0;
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { u[i][j] = (i == 0 || j == 0) ? 1.0 : 0.0; rhs[i][j] = 0.001 * ((i * j) % 7); }
        do { gs_sweep(n); it++; } while (change > 1e-8 && it < 60);
        printf("n=%d it=%d change=%a\n", n, it, change);
        for (int i = 0; i < n; i++) printf("%a ", u[i][n / 2]);
        printf("\n");
    }
    return 0;
}
