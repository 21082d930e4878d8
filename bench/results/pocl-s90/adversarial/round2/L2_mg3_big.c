/* NAS MG resid on double *** of 19^3 with f(u, v, r) and f(u, r, r), odd interior */
#include <stdio.h>
#include <stdlib.h>
static void resid(double ***u, double ***v, double ***r, int n1, int n2, int n3)
{
    int i3, i2, i1;
#pragma bbmm
    for (i3 = 1; i3 < n3 - 1; i3++)
        for (i2 = 1; i2 < n2 - 1; i2++)
            for (i1 = 1; i1 < n1 - 1; i1++)
                r[i3][i2][i1] = v[i3][i2][i1] - 0.5 * u[i3][i2][i1] + 0.125 * (u[i3 - 1][i2][i1] + u[i3 + 1][i2][i1] + u[i3][i2 - 1][i1] + u[i3][i2 + 1][i1] + u[i3][i2][i1 - 1] + u[i3][i2][i1 + 1]);
}
static double ***grid(int n, double s)
{
    double ***g = malloc(n * sizeof(double **));
    int a, b, c;
    for (a = 0; a < n; a++) { g[a] = malloc(n * sizeof(double *)); for (b = 0; b < n; b++) { g[a][b] = malloc(n * sizeof(double)); for (c = 0; c < n; c++) g[a][b][c] = s + ((a * 7 + b * 5 + c * 3) % 17) * 0.0625; } }
    return g;
}
int main(void)
{
    int N = 19, a, b, c;
    double ***u = grid(N, 1.0), ***v = grid(N, -0.5), ***r = grid(N, 0.0);
    resid(u, v, r, N, N - 2, N - 5);
    resid(u, r, r, N - 3, N, N);
    resid(r, v, u, N, N, N);
    for (a = 0; a < N; a++) for (b = 0; b < N; b++) for (c = 0; c < N; c++) printf("%a %a\n", u[a][b][c], r[a][b][c]);
    return 0;
}
