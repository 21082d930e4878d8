/* scratch array tmp[5] declared outside, written then read in each iteration (BT compute_rhs style) */
#include <stdio.h>
#define N 9
static double u[N][N][5], rhs[N][N][5], rho[N][N];
static void f(int n)
{
    int i, j, m;
    double tmp[5], rinv;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++) {
            rinv = 1.0 / u[i][j][0];
            for (m = 0; m < 5; m++)
                tmp[m] = u[i + 1][j][m] - 2.0 * u[i][j][m] + u[i - 1][j][m];
            for (m = 0; m < 5; m++)
                rhs[i][j][m] = rhs[i][j][m] + tmp[m] * rinv - tmp[4 - m] * 0.5;
            rho[i][j] = tmp[0] * rinv;
        }
}
int main(void)
{
    int i, j, m, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { rho[i][j] = 0; for (m = 0; m < 5; m++) { u[i][j][m] = 1.0 + ((i * 3 + j * 7 + m) % 11) * 0.25; rhs[i][j][m] = m; } }
    for (n = 0; n <= N; n += 3) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { printf("%a\n", rho[i][j]); for (m = 0; m < 5; m++) printf("%a\n", rhs[i][j][m]); }
    return 0;
}
