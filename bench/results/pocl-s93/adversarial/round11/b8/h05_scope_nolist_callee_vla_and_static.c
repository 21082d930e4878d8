/* explicit data scope (no list) in a helper function (not main); the loop calls a step with a static scratch that is printed after the scope */
#include <stdio.h>
#define N 20
static double U[N];
static double w[N];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        w[i] = U[i] + 0.5;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        U[i] = 0.5 * (w[i - 1] + w[i + 1]);
}
static void run(int n)
{
    int t;
#pragma bbmm data
    for (t = 0; t < 3; t++)
        step(n);
}
int main(void)
{
    int i, n;
    for (n = 2; n <= N; n += 9) {
        for (i = 0; i < N; i++) { U[i] = i % 4; w[i] = -1.0; }
        run(n);
        for (i = 0; i < N; i++) printf("%a %a\n", U[i], w[i]);
    }
    return 0;
}
