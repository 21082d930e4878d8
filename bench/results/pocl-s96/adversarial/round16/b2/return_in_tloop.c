/* static global arrays written by helper functions, region in time loop, convergence return from inside the loop */
#include <stdio.h>
#include <math.h>
#define N 32
static double U[N], V[N], F[N];
static void init(int n)
{
    int i;
    for (i = 0; i < n; i++) { U[i] = 0.0; V[i] = 0.0; F[i] = (double)(i % 3) - 1.0; }
}
static void fix_bc(int n) { if (n > 0) { U[0] = 1.0; U[n - 1] = -1.0; V[0] = U[0]; V[n - 1] = U[n - 1]; } }
static int solve(int n, int maxit, double tol)
{
    int it, i;
    for (it = 0; it < maxit; it++) {
        double r = 0.0;
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            V[i] = 0.5 * (U[i - 1] + U[i + 1] - 0.01 * F[i]);
        for (i = 1; i < n - 1; i++) { r += fabs(V[i] - U[i]); U[i] = V[i]; }
        fix_bc(n);
        if (r < tol) return it;
    }
    return -1;
}
int main(void)
{
    int n, it, i;
    for (n = 0; n <= N; n += (n < 4 ? 1 : 9)) {
        init(n); fix_bc(n);
        it = solve(n, 40, 1e-2);
        printf("n=%d it=%d\n", n, it);
        for (i = 0; i < n; i++) printf("%a\n", U[i]);
    }
    return 0;
}
