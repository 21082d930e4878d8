/* Gauss-Seidel sweeps with an L2 residual summed in a region; while-converge loop on the host with sqrt */
#include <stdio.h>
#include <math.h>
#define N 20
static double u[N][N], f[N][N];
static double resid(int n, double h2)
{
    int i, j;
    double r2 = 0.0;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++) {
            double r = f[i][j] - (4.0 * u[i][j] - u[i-1][j] - u[i+1][j] - u[i][j-1] - u[i][j+1]) / h2;
            r2 += r * r;
        }
    return sqrt(r2);
}
static void gs(int n, double h2)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1] + h2 * f[i][j]);
}
int main(void)
{
    int i, j, n, it;
    for (n = 2; n <= N; n += 5) {
        double h2 = 1.0 / ((n + 1) * (n + 1)), r;
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = 0.0; f[i][j] = sin(i * 0.3) * cos(j * 0.2); }
        it = 0;
        r = resid(n, h2);
        while (r > 1e-2 * (n + 1) && it < 30) { gs(n, h2); r = resid(n, h2); it++; }
        printf("n=%d it=%d r=%a\n", n, it, r);
        for (i = 0; i < n; i++) printf("%a\n", u[i][n / 2]);
    }
    return 0;
}
