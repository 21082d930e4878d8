/* SP compute_rhs style: cv[i] and rhon[i] computed along i for each (k, j), then used at i-1, i+1 */
#include <stdio.h>
#define N 11
static double u[N][N][N], rhs[N][N][N], cv[N], rhon[N];
static void f(int n)
{
    int i, j, k;
#pragma bbmm
    for (k = 1; k < n - 1; k++)
        for (j = 1; j < n - 1; j++) {
            for (i = 0; i < n; i++) {
                cv[i] = u[k][j][i] * 0.5;
                rhon[i] = 1.0 + u[k][j][i] * u[k][j][i];
            }
            for (i = 1; i < n - 1; i++)
                rhs[k][j][i] = rhs[k][j][i] - (cv[i + 1] - cv[i - 1]) + 0.25 * (rhon[i + 1] - 2.0 * rhon[i] + rhon[i - 1]);
        }
}
int main(void)
{
    int i, j, k, n;
    for (i = 0; i < N; i++) { cv[i] = rhon[i] = -1.0; for (j = 0; j < N; j++) for (k = 0; k < N; k++) { u[i][j][k] = ((i * 3 + j * 5 + k * 7) % 13) * 0.125; rhs[i][j][k] = k; } }
    for (n = 0; n <= N; n += 4) f(n);
    for (i = 0; i < N; i++) printf("%a %a\n", cv[i], rhon[i]);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) printf("%a\n", rhs[i][j][k]);
    return 0;
}
