/* Jacobi in helper with VLA params, residual (max-norm) computed in a region, host while(err>tol && it<maxit), pointer swap via double (*)[n] */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static void sweep(int n, double un[restrict n][n], double u[restrict n][n], double f[n][n], double h2)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            un[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1] + h2 * f[i][j]);
}

static double resid(int n, double u[n][n], double f[n][n], double h2)
{
    int i, j;
    double r = 0.0;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++) {
            double d = 4.0 * u[i][j] - u[i-1][j] - u[i+1][j] - u[i][j-1] - u[i][j+1] - h2 * f[i][j];
            r = fmax(r, fabs(d));
        }
    return r;
}

static void run(int n)
{
    double (*a)[n] = malloc(sizeof(double[n][n]) + 1);
    double (*b)[n] = malloc(sizeof(double[n][n]) + 1);
    double (*f)[n] = malloc(sizeof(double[n][n]) + 1);
    int i, j, it = 0;
    double h = n > 1 ? 1.0 / (n - 1) : 1.0, h2 = h * h, err = 1.0;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            a[i][j] = b[i][j] = (i == 0) ? 1.0 : (j == n - 1 ? 0.5 : 0.0);
            f[i][j] = (double)((i * 3 + j * 5) % 7) - 3.0;
        }
    while (err > 1e-4 && it < 40) {
        sweep(n, b, a, f, h2);
        double (*t)[n] = a; a = b; b = t;
        err = resid(n, a, f, h2);
        it++;
        if (it % 10 == 0) printf("n=%d it=%d err=%a\n", n, it, err);
    }
    printf("n=%d final it=%d err=%a\n", n, it, err);
    for (i = 0; i < n; i++) printf("%a %a\n", a[i][i], a[i][n / 2]);
    free(a); free(b); free(f);
}

int main(void)
{
    int ns[] = {1, 2, 3, 4, 5, 8, 13};
    for (int k = 0; k < 7; k++) run(ns[k]);
    return 0;
}
