/* #pragma bbmm data on a call statement (no list) of a solver whose region keeps a residual in a local scalar */
#include <stdio.h>
#include <math.h>
#define N 30
static double U[N], V[N];
static double sweep(int n)
{
    int i;
    double r = 0.0;
#pragma scop
    for (i = 1; i < n - 1; i++)
        V[i] = 0.5 * (U[i - 1] + U[i + 1]);
    for (i = 1; i < n - 1; i++)
        r = fmax(r, fabs(V[i] - U[i]));
    for (i = 1; i < n - 1; i++)
        U[i] = V[i];
#pragma endscop
    return r;
}
static double solve(int n, int iters)
{
    int k;
    double r = 0.0;
    for (k = 0; k < iters; k++)
        r = r + sweep(n);
    return r;
}
int main(void)
{
    int i;
    double res = 0.0;
    for (i = 0; i < N; i++) { U[i] = (i % 3) * 2.0; V[i] = 0; }
#pragma bbmm data
    res = solve(N, 5);
    printf("res=%a\n", res);
    for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
    return 0;
}
