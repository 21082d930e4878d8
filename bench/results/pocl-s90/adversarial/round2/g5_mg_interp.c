/* NAS MG interp-like: coarse to fine grid with i3 = 2*j3 - d3 style scalars, double *** grids of two sizes */
#include <stdio.h>
#include <stdlib.h>
static double ***grid(int n, double s)
{
    double ***g = malloc(n * sizeof(double **));
    int a, b, c;
    for (a = 0; a < n; a++) { g[a] = malloc(n * sizeof(double *)); for (b = 0; b < n; b++) { g[a][b] = malloc(n * sizeof(double)); for (c = 0; c < n; c++) g[a][b][c] = s * ((a + 2 * b + 3 * c) % 5); } }
    return g;
}
static void interp(double ***z, int mm, double ***u, int n)
{
    int i3, i2, i1, j3, j2;
#pragma bbmm
    for (i3 = 0; i3 < mm - 1; i3++)
        for (i2 = 0; i2 < mm - 1; i2++) {
            j3 = 2 * i3;
            j2 = 2 * i2;
            for (i1 = 0; i1 < mm - 1; i1++) {
                u[j3][j2][2 * i1] = u[j3][j2][2 * i1] + z[i3][i2][i1];
                u[j3][j2][2 * i1 + 1] = u[j3][j2][2 * i1 + 1] + 0.5 * (z[i3][i2][i1 + 1] + z[i3][i2][i1]);
                u[j3 + 1][j2][2 * i1] = u[j3 + 1][j2][2 * i1] + 0.5 * (z[i3 + 1][i2][i1] + z[i3][i2][i1]);
            }
        }
}
int main(void)
{
    int mm = 5, n = 2 * mm - 1, a, b, c, k;
    double ***z = grid(mm, 1.0), ***u = grid(n, 0.25);
    for (k = 1; k <= mm; k += 2) interp(z, k, u, n);
    for (a = 0; a < n; a++) for (b = 0; b < n; b++) for (c = 0; c < n; c++) printf("%a\n", u[a][b][c]);
    return 0;
}
