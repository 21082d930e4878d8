/* solver function whose time loop returns early from inside the loop once a region-computed residual is small; caller prints the arrays afterwards */
#include <stdio.h>
#define N 24
static double u[N], v[N], res;

static void step(int n)
{
    int i;
#pragma bbmm
    {
        for (i = 1; i < n - 1; i++) v[i] = 0.5 * (u[i - 1] + u[i + 1]);
        res = 0.0;
        for (i = 1; i < n - 1; i++) { res += (v[i] - u[i]) * (v[i] - u[i]); u[i] = v[i]; }
    }
}
static int solve(int n, int maxit, double tol)
{
    int it;
    for (it = 0; it < maxit; it++) {
        step(n);
        if (res < tol) return it;
    }
    return -1;
}
int main(void)
{
    int ns[] = {3, 5, 24};
    for (int c = 0; c < 3; c++) {
        for (int i = 0; i < N; i++) u[i] = v[i] = (i == 0) ? 1.0 : 0.0;
        int it = solve(ns[c], 500, 1e-6);
        printf("n=%d it=%d res=%a\n", ns[c], it, res);
        for (int i = 0; i < ns[c]; i++) printf("%a ", u[i]);
        printf("\n");
    }
    return 0;
}
