/* explicit data scope (no list) whose loop calls a helper that itself uses update host on a global before reading it */
#include <stdio.h>
#define N 20
static double U[N], V[N];
static double probe(void)
{
#pragma bbmm update host(U)
    return U[N / 2] + U[1];
}
static void step(void)
{
    int i;
#pragma bbmm
    for (i = 1; i < N - 1; i++)
        V[i] = U[i] * 0.5 + 1.0;
#pragma bbmm
    for (i = 1; i < N - 1; i++)
        U[i] = V[i - 1] + V[i + 1] * 0.25;
}
int main(void)
{
    int i, t;
    double s = 0;
    for (i = 0; i < N; i++) { U[i] = i % 4; V[i] = 0; }
#pragma bbmm data
    for (t = 0; t < 4; t++) {
        step();
        s += probe();
    }
    printf("%a\n", s);
    for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
    return 0;
}
