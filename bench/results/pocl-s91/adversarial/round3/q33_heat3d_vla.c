/* 3-D heat step on VLA parameters double u[n][n][n], called with several sizes */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, double u[n][n][n], double v[n][n][n])
{
    int i, j, k;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            for (k = 1; k < n - 1; k++)
                v[i][j][k] = u[i][j][k] + 0.125 * (u[i - 1][j][k] + u[i + 1][j][k] + u[i][j - 1][k] +
                                                   u[i][j + 1][k] + u[i][j][k - 1] + u[i][j][k + 1] - 6.0 * u[i][j][k]);
}
static void run(int n)
{
    double (*u)[n][n] = malloc(sizeof(double) * (size_t)(n * n * n));
    double (*v)[n][n] = malloc(sizeof(double) * (size_t)(n * n * n));
    int i, j, k, t;
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) for (k = 0; k < n; k++) { u[i][j][k] = (i * 3 + j * 5 + k * 7) % 10; v[i][j][k] = u[i][j][k]; }
    for (t = 0; t < 3; t++) { step(n, u, v); step(n, v, u); }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) for (k = 0; k < n; k++) printf("%a\n", u[i][j][k]);
    free(u); free(v);
}
int main(void)
{
    run(2); run(3); run(7); run(12);
    return 0;
}
