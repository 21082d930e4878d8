/* lexicographic Gauss-Seidel in place with the residual sum computed in a separate region into a global scalar, host while loop on it, flat malloc array and IX macro with N+2 stride */
#include <stdio.h>
#include <stdlib.h>
#define IX(i, j) ((i) * (n + 2) + (j))
static double res;
static void gs(int n, double *u, const double *f)
{
    int i, j;
#pragma bbmm array(u[n + 2][n + 2], f[n + 2][n + 2])
    for (i = 1; i <= n; i++)
        for (j = 1; j <= n; j++)
            u[IX(i, j)] = 0.25 * (u[IX(i - 1, j)] + u[IX(i + 1, j)] + u[IX(i, j - 1)] + u[IX(i, j + 1)] - f[IX(i, j)]);
}
static void resid(int n, const double *u, const double *f)
{
    int i, j;
#pragma bbmm array(u[n + 2][n + 2], f[n + 2][n + 2])
    {
        res = 0.0;
        for (i = 1; i <= n; i++)
            for (j = 1; j <= n; j++) {
                double r = f[IX(i, j)] - (u[IX(i - 1, j)] + u[IX(i + 1, j)] + u[IX(i, j - 1)] + u[IX(i, j + 1)] - 4.0 * u[IX(i, j)]);
                res += r * r;
            }
    }
}
int main(void)
{
    int ns[] = {0, 1, 2, 5, 12};
    for (int c = 0; c < 5; c++) {
        int n = ns[c], it = 0;
        double *u = calloc((n + 2) * (n + 2), sizeof(double)), *f = malloc((n + 2) * (n + 2) * sizeof(double));
        for (int k = 0; k < (n + 2) * (n + 2); k++) f[k] = 0.01 * (k % 7);
        for (int k = 0; k < n + 2; k++) u[k] = 1.0;
        res = 1.0;
        while (res > 1e-10 && it < 30) {
            gs(n, u, f);
            resid(n, u, f);
            it++;
        }
        printf("n=%d it=%d res=%a\n", n, it, res);
        for (int k = 0; k < (n + 2) * (n + 2); k += 2) printf("%a ", u[k]);
        printf("\n");
        free(u); free(f);
    }
    return 0;
}
