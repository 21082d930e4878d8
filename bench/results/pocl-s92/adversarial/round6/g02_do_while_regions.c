/* a do-while time loop around two regions, the condition on a host counter and a region-computed scalar */
#include <stdio.h>
#define N 24
static double U[N], V[N];
int main(void)
{
    int i, it = 0;
    double r;
    for (i = 0; i < N; i++) { U[i] = (i % 5) * 1.0; V[i] = 0; }
    do {
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            V[i] = 0.5 * (U[i - 1] + U[i + 1]);
        r = 0.0;
#pragma bbmm
        for (i = 1; i < N - 1; i++) {
            r += (V[i] - U[i]) * (V[i] - U[i]);
            U[i] = V[i];
        }
        it++;
    } while (r > 1e-3 && it < 50);
    printf("%d %a\n", it, r);
    for (i = 0; i < N; i++) printf("%a\n", U[i]);
    return 0;
}
