/* global arrays; time loop calls step() and then a static host function that applies periodic boundaries to the global directly (no arguments) */
#include <stdio.h>
#define N 20
static double q[N + 2], qn[N + 2];
static void periodic(void)
{
    q[0] = q[N];
    q[N + 1] = q[1];
}
static void step(int n, double c)
{
    int i;
#pragma bbmm
    {
        for (i = 1; i <= n; i++) qn[i] = q[i] - c * (q[i] - q[i - 1]);
        for (i = 1; i <= n; i++) q[i] = qn[i];
    }
}
int main(void)
{
    for (int i = 0; i < N + 2; i++) q[i] = qn[i] = (i > 3 && i < 7) ? 1.0 : 0.0;
    periodic();
    for (int t = 0; t < 12; t++) {
        step(N, 0.5);
        periodic();
    }
    for (int i = 0; i < N + 2; i++) printf("%a\n", q[i]);
    return 0;
}
