/* Jacobi with VLA pointers from malloc plus array() clause, convergence loop, fmax error in the region */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
static void solve(int n, double tol, int maxit)
{
    double (*u)[n] = malloc(sizeof(double[n][n]));
    double (*v)[n] = malloc(sizeof(double[n][n]));
    int i, j, it = 0;
    double err = 1.0;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) { u[i][j] = (i == 0 || j == n - 1) ? 1.0 : 0.0; v[i][j] = u[i][j]; }
    while (err > tol && it < maxit) {
        err = 0.0;
#pragma bbmm array(u[n][n], v[n][n])
        {
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    v[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++) {
                    err = fmax(err, fabs(v[i][j] - u[i][j]));
                    u[i][j] = v[i][j];
                }
        }
        it++;
    }
    printf("n=%d it=%d err=%a\n", n, it, err);
    for (i = 0; i < n; i++) { for (j = 0; j < n; j++) printf("%a ", u[i][j]); printf("\n"); }
    free(u); free(v);
}
int main(void)
{
    solve(1, 1e-3, 10);
    solve(2, 1e-3, 10);
    solve(5, 1e-4, 100);
    solve(9, 1e-3, 40);
    return 0;
}
