/* periodic indices by a parameter: ring-buffer rows (t + k) % m in a time loop, a quotient i / n over 0 <= i < 2n */
#include <stdio.h>
#define N 12
#define M 5
static double ring[M][N], out[2 * N];
static void f(int n, int m)
{
    int t, i;
#pragma bbmm
    for (t = 0; t < m - 1; t++)
        for (i = 0; i < n; i++)
            ring[(t + 1) % m][i] = ring[t % m][i] * 0.5 + ring[t % m][(i + 1) % n] + t;
}
static void g(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < 2 * n; i++)
        out[i] = ring[1][i % n] + i / n;
}
int main(void)
{
    int i, k, n, m;
    for (n = 1; n <= N; n += 5)
        for (m = 2; m <= M; m += 3) {
            for (k = 0; k < M; k++) for (i = 0; i < N; i++) ring[k][i] = k + i * 0.25;
            for (i = 0; i < 2 * N; i++) out[i] = 0;
            f(n, m);
            g(n);
            for (k = 0; k < M; k++) for (i = 0; i < N; i++) printf("%a\n", ring[k][i]);
            for (i = 0; i < 2 * N; i++) printf("%a\n", out[i]);
        }
    return 0;
}
