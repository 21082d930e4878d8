/* explicit scope in main; the region-holding helper calls exit() after its region when converged; atexit handler prints */
#include <stdio.h>
#include <stdlib.h>
#define N 16
static double U[N], V[N];
static int iters;
static void dump(void)
{
    int i;
    printf("iters %d\n", iters);
    for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
}
static void step(int t)
{
    int i;
#pragma bbmm
    for (i = 1; i < N - 1; i++)
        V[i] = 0.5 * (U[i - 1] + U[i + 1]);
#pragma bbmm
    for (i = 1; i < N - 1; i++)
        U[i] = V[i];
    iters = t + 1;
    if (t == 5) exit(0);
}
int main(void)
{
    int i, t;
    atexit(dump);
    for (i = 0; i < N; i++) { U[i] = i == 0 ? 1.0 : 0.0; V[i] = 0; }
#pragma bbmm data(U, V)
    for (t = 0; t < 20; t++)
        step(t);
    return 0;
}
