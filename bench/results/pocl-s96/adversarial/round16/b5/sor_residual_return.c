/* red-black SOR in one region per colour, residual norm on host, return from inside the time loop in a solver function */
#include <stdio.h>
#include <math.h>
#define N 18
static double u[N][N], f[N][N];
static int solve(int n, double omega, double tol)
{
    int i, j, it;
    for (it = 0; it < 100; it++) {
        double r = 0.0;
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                if ((i + j) % 2 == 0)
                    u[i][j] += omega * (0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - f[i][j]) - u[i][j]);
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                if ((i + j) % 2 == 1)
                    u[i][j] += omega * (0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - f[i][j]) - u[i][j]);
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++) {
                double d = u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4.0 * u[i][j] - f[i][j];
                r += d * d;
            }
        if (sqrt(r) < tol) return it;
    }
    return it;
}
int main(void)
{
    int n, i, j, it;
    for (n = 1; n <= N; n += 5) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (i == 0) ? 1.0 : 0.0; f[i][j] = ((i * j) % 3) * 0.01; }
        it = solve(n, 1.5, 1e-6);
        printf("n=%d it=%d\n", n, it);
        for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", u[i][j]);
    }
    return 0;
}
