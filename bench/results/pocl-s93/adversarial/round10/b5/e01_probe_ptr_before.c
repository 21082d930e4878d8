/* time loop calling a heat step; the host samples a probe through a pointer into the grid made before the loop */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, double *restrict u, double *restrict v)
{
    int i, j;
#pragma bbmm array(u[n][n], v[n][n])
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            v[i * n + j] = u[i * n + j] + 0.2 * (u[(i - 1) * n + j] + u[(i + 1) * n + j] + u[i * n + j - 1] + u[i * n + j + 1] - 4.0 * u[i * n + j]);
#pragma bbmm array(u[n][n], v[n][n])
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            u[i * n + j] = v[i * n + j];
}
int main(void)
{
    int n = 12;
    double *u = malloc(n * n * sizeof(double)), *v = malloc(n * n * sizeof(double));
    for (int k = 0; k < n * n; k++) { u[k] = (k % n == 0) ? 10.0 : 0.0; v[k] = u[k]; }
    double *probe = u + (n / 2) * n + 1;
    double sum = 0.0;
    for (int t = 0; t < 10; t++) {
        step(n, u, v);
        sum += *probe;
        printf("t=%d probe=%a\n", t, *probe);
    }
    printf("sum=%a\n", sum);
    free(u); free(v);
    return 0;
}
