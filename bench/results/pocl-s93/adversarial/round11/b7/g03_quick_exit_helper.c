/* automatic scope; quick_exit() from a helper, at_quick_exit handler prints the arrays */
#include <stdio.h>
#include <stdlib.h>
#define N 16
static double U[N], V[N];
static void dump(void)
{
    int i;
    for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
    fflush(stdout);
}
static void check(int t) { if (t == 2) quick_exit(0); }
static void step(void)
{
    int i;
#pragma bbmm
    for (i = 1; i < N - 1; i++)
        V[i] = 0.5 * (U[i - 1] + U[i + 1]) + 2.0;
#pragma bbmm
    for (i = 1; i < N - 1; i++)
        U[i] = V[i];
}
int main(void)
{
    int i, t;
    at_quick_exit(dump);
    for (i = 0; i < N; i++) { U[i] = i; V[i] = 0; }
    for (t = 0; t < 10; t++) {
        step();
        check(t);
    }
    return 0;
}
