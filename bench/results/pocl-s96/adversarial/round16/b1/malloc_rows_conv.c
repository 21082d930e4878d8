/* double (*a)[M] = malloc, Jacobi with convergence test that breaks out of the time loop, partial prints */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define M 9
static void run(int n, double tol)
{
    double (*u)[M] = malloc(sizeof(double[M]) * (n > 0 ? n : 1));
    double (*v)[M] = calloc(n > 0 ? n : 1, sizeof *v);
    int i, j, it;
    for (i = 0; i < n; i++)
        for (j = 0; j < M; j++) u[i][j] = (i == 0 || j == 0) ? 1.0 : 0.0;
    for (i = 0; i < n; i++)
        for (j = 0; j < M; j++) v[i][j] = u[i][j];
    for (it = 0; it < 50; it++) {
        double diff = 0.0;
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < M - 1; j++)
                v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
        for (i = 0; i < n; i++)
            for (j = 0; j < M; j++) { diff = fmax(diff, fabs(v[i][j] - u[i][j])); u[i][j] = v[i][j]; }
        if (it % 7 == 0) printf("it=%d diff=%a\n", it, diff);
        if (diff < tol) break;
    }
    printf("n=%d it=%d\n", n, it);
    for (i = 0; i < n; i++)
        for (j = 0; j < M; j++) printf("%a\n", u[i][j]);
    free(u); free(v);
}
int main(void)
{
    run(0, 1e-3); run(1, 1e-3); run(2, 1e-3); run(3, 1e-2); run(6, 1e-3); run(11, 1e-4);
    return 0;
}
