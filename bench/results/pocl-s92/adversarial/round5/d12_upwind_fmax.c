/* 1D upwind with fmax/fmin flux splitting, clamped ?: subscripts, time loop in the region with two arrays */
#include <stdio.h>
#include <math.h>
#define N 45
static double q[N], qn[N], vel[N];
static void run(int n, int T, double dt)
{
    int t, i;
#pragma bbmm
    for (t = 0; t < T; t++) {
        for (i = 0; i < n; i++)
            qn[i] = q[i] - dt * (fmax(vel[i], 0.0) * (q[i] - q[i > 0 ? i - 1 : 0])
                               + fmin(vel[i], 0.0) * (q[i < n - 1 ? i + 1 : n - 1] - q[i]));
        for (i = 0; i < n; i++)
            q[i] = qn[i];
    }
}
int main(void)
{
    int i, n;
    for (n = 1; n <= N; n += 11) {
        for (i = 0; i < N; i++) { q[i] = (i > N / 3 && i < N / 2) ? 1.0 : 0.0; vel[i] = sin(i * 0.4); qn[i] = 0.0; }
        run(n, 6, 0.4);
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) printf("%a\n", q[i]);
    }
    return 0;
}
