/* mini-app: 2-D advection-diffusion, RK2 (Heun) with rhs(), axpy-like stage updates, periodic ghost-cell fill region, diagnostics region (mass, max) into scalars; pointer rotation of three buffers */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
static double g_mass, g_max;

static void fill_ghosts(int n, double (*q)[n + 2])
{
    int i;
#pragma bbmm array(q[n + 2][n + 2])
    {
        for (i = 1; i <= n; i++) { q[i][0] = q[i][n]; q[i][n + 1] = q[i][1]; }
        for (i = 0; i <= n + 1; i++) { q[0][i] = q[n][i]; q[n + 1][i] = q[1][i]; }
    }
}
static void rhs(int n, double (*q)[n + 2], double (*k)[n + 2], double cx, double cy, double nu)
{
    int i, j;
#pragma bbmm array(q[n + 2][n + 2], k[n + 2][n + 2])
    for (i = 1; i <= n; i++)
        for (j = 1; j <= n; j++)
            k[i][j] = -cx * (q[i][j] - q[i - 1][j]) - cy * (q[i][j] - q[i][j - 1])
                      + nu * (q[i + 1][j] + q[i - 1][j] + q[i][j + 1] + q[i][j - 1] - 4.0 * q[i][j]);
}
static void euler(int n, double (*out)[n + 2], double (*a)[n + 2], double (*k)[n + 2], double dt)
{
    int i, j;
#pragma bbmm array(out[n + 2][n + 2], a[n + 2][n + 2], k[n + 2][n + 2])
    for (i = 1; i <= n; i++)
        for (j = 1; j <= n; j++)
            out[i][j] = a[i][j] + dt * k[i][j];
}
static void heun(int n, double (*out)[n + 2], double (*a)[n + 2], double (*k)[n + 2], double dt)
{
    int i, j;
#pragma bbmm array(out[n + 2][n + 2], a[n + 2][n + 2], k[n + 2][n + 2])
    for (i = 1; i <= n; i++)
        for (j = 1; j <= n; j++)
            out[i][j] = 0.5 * a[i][j] + 0.5 * (out[i][j] + dt * k[i][j]);
}
static void diag(int n, double (*q)[n + 2])
{
    int i, j;
#pragma bbmm array(q[n + 2][n + 2])
    {
        g_mass = 0.0; g_max = -1e300;
        for (i = 1; i <= n; i++)
            for (j = 1; j <= n; j++) { g_mass += q[i][j]; g_max = fmax(g_max, q[i][j]); }
    }
}
static void run(int n, int steps)
{
    size_t bytes = sizeof(double) * (n + 2) * (n + 2);
    double (*q)[n + 2] = malloc(bytes), (*q1)[n + 2] = malloc(bytes), (*k)[n + 2] = malloc(bytes);
    for (int i = 0; i < n + 2; i++) for (int j = 0; j < n + 2; j++) { q[i][j] = (i > n / 4 && i < n / 2 && j > n / 4 && j < n / 2) ? 1.0 : 0.0; q1[i][j] = 0.0; k[i][j] = 0.0; }
    double dt = 0.1;
    for (int t = 0; t < steps; t++) {
        fill_ghosts(n, q);
        rhs(n, q, k, 0.5, 0.25, 0.1);
        euler(n, q1, q, k, dt);
        fill_ghosts(n, q1);
        rhs(n, q1, k, 0.5, 0.25, 0.1);
        heun(n, q1, q, k, dt);
        double (*tmp)[n + 2] = q; q = q1; q1 = tmp;
        diag(n, q);
        printf("n=%d t=%d mass=%a max=%a\n", n, t, g_mass, g_max);
    }
    for (int i = 1; i <= n; i++) printf("%a ", q[i][i]);
    printf("\n");
    free(q); free(q1); free(k);
}
int main(void)
{
    run(1, 3); run(2, 3); run(5, 4); run(16, 5);
    return 0;
}
