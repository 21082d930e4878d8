/* a scratch array declared at the region's top level, and a helper the region calls */
#include <stdio.h>
#define N 12
static double x[N], y[N], z[N][N];
static double dot3(double v)
{
    return v + 2.0 * v * v + 0.5;
}
static void f(int n)
{
    int i, j;
#pragma bbmm
    {
        double acc[N];
        for (i = 0; i < n; i++)
            acc[i] = x[i] * 3.0;
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                z[i][j] = acc[i] - acc[j] + dot3(y[j]);
    }
}
int main(void)
{
    int i, j, n;
    for (n = 0; n <= N; n += 4) {
        for (i = 0; i < N; i++) { x[i] = i * 0.5; y[i] = 1.0 / (i + 1); for (j = 0; j < N; j++) z[i][j] = 0; }
        f(n);
        for (i = 0; i < N; i++) { for (j = 0; j < N; j++) printf(" %a", z[i][j]); printf("\n"); }
    }
    return 0;
}
