/* explicit data scope (no list): a helper sets boundary values of the kept global on the host before each step's region reads them */
#include <stdio.h>
#define N 20
static double U[N], V[N];
static void boundary(int t) { U[0] = 1.0 + t; U[N - 1] = -1.0 - t; }
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { U[i] = 0.0; V[i] = 0.0; }
#pragma bbmm data
    for (t = 0; t < 5; t++) {
        boundary(t);
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            V[i] = 0.5 * (U[i - 1] + U[i + 1]);
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            U[i] = V[i];
    }
    for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
    return 0;
}
