/* NPB BT's initialize as written: scalars computed in the loops around a
 * scratch block (xi at i, eta at j, zeta at k) that a helper fills through
 * a pointer at each (i, j, k) and that is then read.  The scalars passed
 * their values between the nests the scratch block split the region into
 * (one element of device memory each: every nest a host loop per point,
 * 2 x 24^3 launches); now they are expanded with the scratch block over
 * the loops they are private to, and the region is one launch.  The block
 * over (i, j, k) would take 6 dimensions: its elements take one.  The
 * second region's scalar "s" is read after the region (a global the
 * program prints), so its last iteration's value goes back to it. */
// expect-explain: expanded into bbmm_x_Pface: only its accesses keep loops serial
// expect-explain: array bbmm_x_Pface: double\[.*\]\[30\], read, written
// expect-explain: scalar zeta: double, declared outside the region and written in it, line [0-9]+: every read finds its value written in the same iteration of the 3 loops around it: expanded into bbmm_x_zeta
// expect-explain: i +line [0-9]+ +kernel band dimension 0, parallel  \[starts nest expand_webs_scratch_30_0\]
#include <stdio.h>
#define N 24
static double u[N][N][N][5], w[N][N];
static double ce[5][13];
static void exact(double xi, double eta, double zeta, double out[5])
{
    int m;
    for (m = 0; m < 5; m++)
        out[m] = ce[m][0] + xi * (ce[m][1] + xi * ce[m][4]) + eta * (ce[m][2] + eta * ce[m][5]) +
                 zeta * (ce[m][3] + zeta * ce[m][6]);
}
static void initialize(int n)
{
    int i, j, k, m, ix, iy, iz;
    double xi, eta, zeta, Pface[2][3][5], Pxi, Peta, Pzeta, d = 1.0 / (n - 1);
#pragma bbmm
    for (i = 0; i < n; i++) {
        xi = (double)i * d;
        for (j = 0; j < n; j++) {
            eta = (double)j * d;
            for (k = 0; k < n; k++) {
                zeta = (double)k * d;
                for (ix = 0; ix < 2; ix++)
                    exact((double)ix, eta, zeta, &Pface[ix][0][0]);
                for (iy = 0; iy < 2; iy++)
                    exact(xi, (double)iy, zeta, &Pface[iy][1][0]);
                for (iz = 0; iz < 2; iz++)
                    exact(xi, eta, (double)iz, &Pface[iz][2][0]);
                for (m = 0; m < 5; m++) {
                    Pxi = xi * Pface[1][0][m] + (1.0 - xi) * Pface[0][0][m];
                    Peta = eta * Pface[1][1][m] + (1.0 - eta) * Pface[0][1][m];
                    Pzeta = zeta * Pface[1][2][m] + (1.0 - zeta) * Pface[0][2][m];
                    u[i][j][k][m] = Pxi + Peta + Pzeta - Pxi * Peta - Pxi * Pzeta - Peta * Pzeta + Pxi * Peta * Pzeta;
                }
            }
        }
    }
}
static double rho = 0.5, s;
static void rows(int n)
{
    int i, j;
    double t[4];
#pragma bbmm
    for (i = 0; i < n; i++) {
        s = (double)i * rho;
        for (j = 0; j < 4; j++)
            t[j] = s + j;
        for (j = 0; j < n; j++)
            w[i][j] = t[j % 4] * s - (double)j;
    }
}
int main(void)
{
    int i, j, m;
    double sum = 0;
    for (m = 0; m < 5; m++)
        for (j = 0; j < 13; j++)
            ce[m][j] = 0.25 * m - 0.125 * j + 1.0 / (1 + m + j);
    initialize(N);
    rows(N);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            for (m = 0; m < 5; m++)
                sum += u[i][j][(i + 2 * j) % N][m] * (1 + m);
            sum += w[i][j];
        }
    printf("%.17g %.17g\n", sum, s);
    return 0;
}
