/* jacobi ping-pong: the two tables are swapped between time steps */
#include <stdio.h>
#include <stdlib.h>
static double **mk(int n, double s)
{
    double **g = malloc(n * sizeof(double *));
    int i, j;
    for (i = 0; i < n; i++) { g[i] = malloc(n * sizeof(double)); for (j = 0; j < n; j++) g[i][j] = s * ((i * 3 + j) % 5); }
    return g;
}
int main(void)
{
    int N = 10, i, j, t, n;
    double **u = mk(N, 1.0), **w = mk(N, 0.0), **tmp;
    for (n = 2; n <= N; n += 4) {
        for (t = 0; t < 3 + n % 2; t++) {
#pragma bbmm
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    w[i][j] = 0.2 * (u[i][j] + u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
            tmp = u; u = w; w = tmp;
        }
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", u[i][j], w[i][j]);
    return 0;
}
