/* explicit data scope inside a function that the host calls in a loop; host reads a kept element after update host */
#include <stdio.h>
#define N 32
static double U[N], V[N];
static void relax(int n, int steps, double *out)
{
    int t, i;
    double acc = 0.0;
#pragma bbmm data(U, V)
    for (t = 0; t < steps; t++) {
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            V[i] = 0.5 * (U[i - 1] + U[i + 1]);
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            U[i] = V[i] + 0.001 * t;
#pragma bbmm update host(U)
        acc = acc + U[n / 2];
    }
    *out = acc;
}
int main(void)
{
    int i, c;
    double r;
    for (i = 0; i < N; i++) { U[i] = (i % 4 == 0) ? 1.0 : 0.0; V[i] = 0.0; }
    for (c = 0; c < 5; c++) {
        relax(3 + c * 7, c + 1, &r);
        printf("c=%d r=%a\n", c, r);
        U[c] = U[c] + 1.0;
    }
    for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
    return 0;
}
