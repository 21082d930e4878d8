/* Thomas tridiagonal solve per row of a 2D field (forward sweep and back substitution along j, rows in parallel) */
#include <stdio.h>
#define N 24
static double a[N][N], b[N][N], c[N][N], d[N][N], cp[N][N], dp[N][N], x[N][N];
static void thomas(int m, int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < m; i++) {
        cp[i][0] = c[i][0] / b[i][0];
        dp[i][0] = d[i][0] / b[i][0];
        for (j = 1; j < n; j++) {
            double den = b[i][j] - a[i][j] * cp[i][j-1];
            cp[i][j] = c[i][j] / den;
            dp[i][j] = (d[i][j] - a[i][j] * dp[i][j-1]) / den;
        }
        x[i][n-1] = dp[i][n-1];
        for (j = n - 2; j >= 0; j--)
            x[i][j] = dp[i][j] - cp[i][j] * x[i][j+1];
    }
}
int main(void)
{
    int i, j, m, n;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            a[i][j] = -1.0 + 0.01 * i; b[i][j] = 4.0 + 0.1 * j; c[i][j] = -1.0 - 0.02 * j;
            d[i][j] = (double)((i * 5 + j * 3) % 7);
        }
    for (m = 1; m <= N; m += 7)
        for (n = 1; n <= N; n += 11) {
            thomas(m, n);
            printf("m=%d n=%d\n", m, n);
            for (i = 0; i < m; i++) { for (j = 0; j < n; j++) printf("%a ", x[i][j]); printf("\n"); }
        }
    return 0;
}
