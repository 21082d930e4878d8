/* NAS-MG-style double*** with psinv-like update called as f(u, r, r) and f(r, r, u) */
#include <stdio.h>
#include <stdlib.h>
static void upd(double ***u, double ***v, double ***r, int n)
{
    int i3, i2, i1;
#pragma bbmm
    for (i3 = 1; i3 < n - 1; i3++)
        for (i2 = 1; i2 < n - 1; i2++)
            for (i1 = 1; i1 < n - 1; i1++)
                r[i3][i2][i1] = v[i3][i2][i1] - 0.125 * (u[i3 - 1][i2][i1] + u[i3 + 1][i2][i1] + u[i3][i2 - 1][i1] + u[i3][i2 + 1][i1]) - 0.25 * u[i3][i2][i1 + 1];
}
static double ***grid(int n, double s)
{
    double ***g = malloc(n * sizeof(double **));
    int a, b, c;
    for (a = 0; a < n; a++) {
        g[a] = malloc(n * sizeof(double *));
        for (b = 0; b < n; b++) {
            g[a][b] = malloc(n * sizeof(double));
            for (c = 0; c < n; c++) g[a][b][c] = s + (double)((a * 5 + b * 3 + c) % 9) / 8.0;
        }
    }
    return g;
}
int main(void)
{
    int N = 7, n, a, b, c;
    double ***u = grid(N, 1.0), ***v = grid(N, -2.0), ***r = grid(N, 0.5);
    for (n = 2; n <= N; n += 2) {
        upd(u, v, r, n);
        upd(u, r, r, n);
        upd(r, r, u, n);
        upd(u, u, u, n - 1);
    }
    for (a = 0; a < N; a++) for (b = 0; b < N; b++) for (c = 0; c < N; c++)
        printf("%a %a %a\n", u[a][b][c], v[a][b][c], r[a][b][c]);
    return 0;
}
