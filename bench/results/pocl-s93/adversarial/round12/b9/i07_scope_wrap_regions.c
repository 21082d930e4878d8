/* periodic wrap regions inside an automatic scope (time loop in main), sizes vary per outer run */
#include <stdio.h>
#define N 48
static double U[N], V[N];
static void adv(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        V[i] = 0.5 * (U[(i + n - 1) % n] + U[(i + 1) % n]);
#pragma bbmm
    for (i = 0; i < n; i++)
        U[i] = V[i] + 0.125 * (V[(i + 1) % n] - V[i]);
}
int main(void)
{
    int s, i, t;
    int ns[] = {1, 2, 3, 47, 48};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) { U[i] = (i % 9 == 0) ? 1.0 : 0.0; V[i] = 0; }
        for (t = 0; t < 4; t++) adv(ns[s]);
        for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
    }
    return 0;
}
