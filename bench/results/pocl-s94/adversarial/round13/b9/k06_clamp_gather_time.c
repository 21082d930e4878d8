/* clamped-boundary 1-D advection (upwind) with iclamp in subscripts, ping-pong in a time loop, n from 1 */
#include <stdio.h>
#define N 33
static double u[N], v[N];
static int iclamp(int x, int lo, int hi) { return x < lo ? lo : (x > hi ? hi : x); }
static void step(int n, double c)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        v[i] = u[i] - c * (u[i] - u[iclamp(i - 1, 0, n - 1)]) + 0.125 * (u[iclamp(i + 1, 0, n - 1)] - u[i]);
#pragma bbmm
    for (i = 0; i < n; i++)
        u[i] = v[i];
}
int main(void)
{
    int n, t, i;
    for (n = 1; n <= N; n += 8) {
        for (i = 0; i < N; i++) { u[i] = (i > 3 && i < 9) ? 1.0 : 0.0; v[i] = 0; }
        for (t = 0; t < 5; t++) step(n, 0.25);
        for (i = 0; i < N; i++) printf("%a\n", u[i]);
    }
    return 0;
}
