/* automatic scope around a time loop; exit() is called two helper levels deep; an atexit handler prints the arrays */
#include <stdio.h>
#include <stdlib.h>
#define N 16
static double U[N], V[N];
static void dump(void)
{
    int i;
    for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
}
static void finish(int code) { exit(code); }
static void check(int t) { if (t == 3) finish(0); }
static void step(void)
{
    int i;
#pragma bbmm
    for (i = 1; i < N - 1; i++)
        V[i] = 0.5 * (U[i - 1] + U[i + 1]) + 1.0;
#pragma bbmm
    for (i = 1; i < N - 1; i++)
        U[i] = V[i];
}
int main(void)
{
    int i, t;
    atexit(dump);
    for (i = 0; i < N; i++) { U[i] = i; V[i] = 0; }
    for (t = 0; t < 10; t++) {
        step();
        check(t);
    }
    return 0;
}
