/* explicit data scope opened in a helper over its caller's local arrays and its own local scratch, read after the scope */
#include <stdio.h>
#define N 24
static double solve(int n, double *u, int steps)
{
    double w[N];
    int i, t;
    double s = 0.0;
    for (i = 0; i < N; i++) w[i] = 0.0;
#pragma bbmm data
    for (t = 0; t < steps; t++) {
#pragma bbmm array(u[n])
        for (i = 1; i < n - 1; i++)
            w[i] = u[i - 1] + u[i + 1];
#pragma bbmm array(u[n])
        for (i = 1; i < n - 1; i++)
            u[i] = 0.5 * w[i];
    }
    for (i = 0; i < n; i++) s += w[i];
    return s;
}
int main(void)
{
    double u[N];
    int i, n;
    for (n = 0; n <= N; n += 8) {
        for (i = 0; i < N; i++) u[i] = (i * 5) % 3;
        printf("%a\n", solve(n, u, 3));
        for (i = 0; i < N; i++) printf("%a ", u[i]);
        printf("\n");
    }
    return 0;
}
