/* float arrays with double coefficients and double accumulators, results stored back to float */
#include <stdio.h>
#define N 33
static float a[N], b[N], c[N][N];
static double acc[N];
static void mix(int n, float alpha, double beta)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double s = 0;
        for (j = 0; j < n; j++) s += c[i][j] * a[j] + 0.1 * b[j];
        acc[i] = s * beta;
        b[i] = alpha * a[i] + (float)(s / 3) - 0.1f * b[i] + 1.0 / 7;
    }
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) { a[i] = (float)i / 3.0f; b[i] = 1.0f / (i + 1); for (j = 0; j < N; j++) c[i][j] = (float)((i * j) % 11) * 0.1f; }
    for (n = 0; n <= N; n += 8) {
        mix(n, 0.7f, 1.0 / 3.0);
        for (i = 0; i < n; i++) printf("%a %a\n", (double)b[i], acc[i]);
    }
    return 0;
}
