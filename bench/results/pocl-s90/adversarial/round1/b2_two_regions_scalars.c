/* two regions sharing arrays; host-evaluated scalars between them; time loop */
#include <stdio.h>
#define N 28
static double U[N][N], V[N][N];
int main(void)
{
    int i, j, t, n;
    double dx, dt, nu;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { U[i][j] = ((i * j) % 5) * 0.5; V[i][j] = 0; }
    for (t = 0; t < 5; t++) {
        n = N - 4 * t;
#pragma bbmm
        {
            dx = 1.0 / n;
            dt = dx * dx * 0.25;
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    V[i][j] = U[i][j] + dt / (dx * dx) * (U[i + 1][j] + U[i - 1][j] + U[i][j + 1] + U[i][j - 1] - 4 * U[i][j]);
        }
        nu = 0.5 + t;
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                U[i][j] = V[i][j] * nu + U[i][j] * (1 - nu);
        printf("%a %a\n", dx, dt);
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", U[i][j], V[i][j]);
    return 0;
}
