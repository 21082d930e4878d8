/* automatic scope candidate; a convergence callback (called through a pointer) calls exit(); atexit handler prints */
#include <stdio.h>
#include <stdlib.h>
#define N 16
static double U[N], V[N];
static void dump(void)
{
    int i;
    for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
}
static void stop_now(int t) { if (t >= 2) exit(0); }
static void (*on_step)(int) = stop_now;
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
        on_step(t);
    }
    return 0;
}
