/* a solver function returning early from inside its iteration loop between regions */
#include <stdio.h>
#define N 20
static double X[N], Y[N];
static int solve(int maxit, double tol)
{
    int it, i;
    double d;
    for (it = 0; it < maxit; it++) {
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            Y[i] = (X[i - 1] + X[i + 1] + 1.0) * 0.5;
        d = 0.0;
#pragma bbmm
        for (i = 1; i < N - 1; i++) {
            d = d > (Y[i] - X[i]) ? d : (Y[i] - X[i]);
            X[i] = Y[i];
        }
        if (d < tol) return it;
    }
    return -1;
}
int main(void)
{
    int i, r;
    for (i = 0; i < N; i++) { X[i] = 0; Y[i] = 0; }
    r = solve(3, 0.5);
    printf("%d\n", r);
    r = solve(400, 1e-2);
    printf("%d\n", r);
    for (i = 0; i < N; i++) printf("%a\n", X[i]);
    return 0;
}
