/* in-place SOR sweep with a second statement in the same nest recording the update size r[i][j] = new - old, one sweep per call, host max-norm loop */
#include <stdio.h>
#define N 40
static double u[N][N], r[N][N], f[N][N];
static void sor(int n, int m, double w)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < m - 1; j++) {
            r[i][j] = w * (0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - f[i][j]) - u[i][j]);
            u[i][j] = u[i][j] + r[i][j];
        }
}
int main(void)
{
    int sz[][2] = {{3, 3}, {3, 9}, {8, 3}, {17, 17}, {40, 33}};
    for (int s = 0; s < 5; s++) {
        int n = sz[s][0], m = sz[s][1], it;
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { u[i][j] = (i == 0 || j == 0) ? 1.0 : 0.0; r[i][j] = 0.0; f[i][j] = 0.001 * ((i * j) % 5); }
        double mx = 1.0;
        for (it = 0; it < 30 && mx > 1e-6; it++) {
            sor(n, m, 1.6);
            mx = 0.0;
            for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) { double a = r[i][j] < 0 ? -r[i][j] : r[i][j]; if (a > mx) mx = a; }
        }
        printf("%d %d it=%d mx=%a\n", n, m, it, mx);
        for (int i = 0; i < n; i++) printf("%a ", u[i][m / 2]);
        printf("\n");
    }
    return 0;
}
