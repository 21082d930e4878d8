/* explicit data scope (no list): the step helper computes a residual in a region into a global array and sums it on the host */
#include <stdio.h>
#define N 24
static double U[N], R[N];
static double step(int n)
{
    int i;
    double s = 0.0;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        R[i] = U[i - 1] - 2.0 * U[i] + U[i + 1];
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        U[i] = U[i] + 0.25 * R[i];
    for (i = 1; i < n - 1; i++) s += R[i] * R[i];
    return s;
}
int main(void)
{
    int t, i;
    for (i = 0; i < N; i++) { U[i] = (i == N / 2) ? 4.0 : 0.0; R[i] = 0.0; }
#pragma bbmm data
    for (t = 0; t < 4; t++)
        printf("res %a\n", step(N));
    for (i = 0; i < N; i++) printf("%a %a\n", U[i], R[i]);
    return 0;
}
