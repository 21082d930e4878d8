/* data scope with update host/device around host modifications in a time loop */
#include <stdio.h>
#define N 24
static double U[N], V[N];
int main(void)
{
    int t, i, n = N;
    for (i = 0; i < N; i++) { U[i] = i % 4; V[i] = 0; }
#pragma bbmm data(U, V)
    {
        for (t = 0; t < 6; t++) {
#pragma bbmm
            for (i = 1; i < n - 1; i++) V[i] = U[i - 1] + U[i + 1] - U[i];
#pragma bbmm
            for (i = 1; i < n - 1; i++) U[i] = V[i] * 0.5;
#pragma bbmm update host(U)
            U[0] = U[1] + t;
            U[N - 1] = U[N - 2] - t;
            printf("%d %a\n", t, U[N / 2]);
#pragma bbmm update device(U)
        }
    }
    for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
    return 0;
}
