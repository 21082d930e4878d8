/* SP/BT-style: two serial loops around an OpenMP-style pragma, with scalars; the loop body also touches a 1-D array */
#include <stdio.h>
#define N 8
static double u[N][N][N], w[N];
static double fac;
static void solve(int n)
{
    int i, j, k, k1;
    for (k = 1; k < n; k++) {
        k1 = k - 1;
        for (j = 0; j < n; j++) {
#pragma bbmm
            for (i = 0; i < n; i++)
                u[k][j][i] = u[k][j][i] - fac * u[k1][j][i] + w[i];
        }
    }
}
int main(void)
{
    int i, j, k, n;
    for (i = 0; i < N; i++) { w[i] = i * 0.125; for (j = 0; j < N; j++) for (k = 0; k < N; k++) u[i][j][k] = (i + 2 * j + 3 * k) % 7; }
    fac = 0.5;
    for (n = 0; n <= N; n += 3) { solve(n); fac = fac * 0.75; }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) printf("%a\n", u[i][j][k]);
    return 0;
}
