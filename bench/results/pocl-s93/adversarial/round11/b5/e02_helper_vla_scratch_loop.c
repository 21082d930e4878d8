/* a helper with a local VLA scratch used by regions in its own time loop (automatic scope), called for several sizes */
#include <stdio.h>
#define N 40
static double U[N];
static void solve(int n, int steps)
{
    double w[n + 1];
    int i, t;
    for (i = 0; i <= n; i++) w[i] = 0.0;
    for (t = 0; t < steps; t++) {
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            w[i] = U[i - 1] - 2.0 * U[i] + U[i + 1];
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            U[i] = U[i] + 0.25 * w[i];
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) U[i] = (i * 7) % 10;
    for (n = 0; n <= N; n += 13) solve(n, 3);
    solve(5, 2);
    for (i = 0; i < N; i++) printf("%a\n", U[i]);
    return 0;
}
