/* NPB-like: helper with local flux[5] on a 3-D grid 24x24x5, i and j parallel, differences of fluxes */
#include <stdio.h>
#define N 24
static double U[N][N][5], F[N][N][5], R[N][N][5];
static void flux(const double *u, double *f)
{
    double q[5];
    int m;
    for (m = 0; m < 5; m++) q[m] = u[m] / (u[0] + 1.0);
    for (m = 0; m < 5; m++) f[m] = u[m] * q[1] + (m == 1 ? q[4] * 0.4 : 0.0);
}
static void rhs(int n)
{
    int i, j, m;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            flux(U[i][j], F[i][j]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 0; j < n; j++)
            for (m = 0; m < 5; m++)
                R[i][j][m] = 0.5 * (F[i + 1][j][m] - F[i - 1][j][m]);
}
int main(void)
{
    int s, i, j, m;
    int ns[] = {0, 1, 3, 13, 24};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (m = 0; m < 5; m++) { U[i][j][m] = 1.0 + ((i + 2 * j + 3 * m) % 7) * 0.125; F[i][j][m] = R[i][j][m] = 0; }
        rhs(ns[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (m = 0; m < 5; m++) printf("%a\n", R[i][j][m]);
    }
    return 0;
}
