/* time loop inside the region, periodic upwind advection with ping-pong arrays and (i - 1 + n) % n */
#include <stdio.h>
#define N 24
static double U[N], V[N];
static void adv(int n, int T, double c)
{
    int t, i;
#pragma bbmm
    for (t = 0; t < T; t++) {
        for (i = 0; i < n; i++)
            V[i] = U[i] - c * (U[i] - U[(i - 1 + n) % n]);
        for (i = 0; i < n; i++)
            U[i] = V[i] - c * (V[i] - V[(i + n - 1) % n]) + 0.0 * V[(i + 1) % n];
    }
}
int main(void)
{
    int s, i;
    int ns[] = {0, 1, 2, 9, 24};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) { U[i] = (i >= 3 && i < 7) ? 1.0 : 0.0; V[i] = 0; }
        adv(ns[s], 4, 0.375);
        for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
    }
    return 0;
}
