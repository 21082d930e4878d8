/* NPB BT initialize() as written (class-S-like sizes shrunk): interior fill with Pface, then the six faces with temp[5] */
#include <stdio.h>
#define IMAX 12
#define JMAX 12
#define KMAX 12
static int grid_points[3] = {IMAX, JMAX, KMAX};
static double u[IMAX][JMAX][KMAX][5];
static double ce[5][13];
static double dnxm1, dnym1, dnzm1;
static void exact_solution(double xi, double eta, double zeta, double dtemp[5])
{
    int m;
    for (m = 0; m < 5; m++) {
        dtemp[m] = ce[m][0] +
                   xi * (ce[m][1] + xi * (ce[m][4] + xi * (ce[m][7] + xi * ce[m][10]))) +
                   eta * (ce[m][2] + eta * (ce[m][5] + eta * (ce[m][8] + eta * ce[m][11]))) +
                   zeta * (ce[m][3] + zeta * (ce[m][6] + zeta * (ce[m][9] + zeta * ce[m][12])));
    }
}
static void initialize(void)
{
    int i, j, k, m, ix, iy, iz;
    double xi, eta, zeta, Pface[2][3][5], Pxi, Peta, Pzeta, temp[5];
#pragma bbmm
    for (i = 0; i < IMAX; i++)
        for (j = 0; j < IMAX; j++)
            for (k = 0; k < IMAX; k++)
                for (m = 0; m < 5; m++)
                    u[i][j][k][m] = 1.0;
#pragma bbmm
    for (i = 0; i < grid_points[0]; i++) {
        xi = (double)i * dnxm1;
        for (j = 0; j < grid_points[1]; j++) {
            eta = (double)j * dnym1;
            for (k = 0; k < grid_points[2]; k++) {
                zeta = (double)k * dnzm1;
                for (ix = 0; ix < 2; ix++) {
                    exact_solution((double)ix, eta, zeta, &(Pface[ix][0][0]));
                }
                for (iy = 0; iy < 2; iy++) {
                    exact_solution(xi, (double)iy, zeta, &Pface[iy][1][0]);
                }
                for (iz = 0; iz < 2; iz++) {
                    exact_solution(xi, eta, (double)iz, &Pface[iz][2][0]);
                }
                for (m = 0; m < 5; m++) {
                    Pxi = xi * Pface[1][0][m] + (1.0 - xi) * Pface[0][0][m];
                    Peta = eta * Pface[1][1][m] + (1.0 - eta) * Pface[0][1][m];
                    Pzeta = zeta * Pface[1][2][m] + (1.0 - zeta) * Pface[0][2][m];
                    u[i][j][k][m] = Pxi + Peta + Pzeta - Pxi * Peta - Pxi * Pzeta - Peta * Pzeta + Pxi * Peta * Pzeta;
                }
            }
        }
    }
    i = 0;
    xi = 0.0;
#pragma bbmm
    for (j = 0; j < grid_points[1]; j++) {
        eta = (double)j * dnym1;
        for (k = 0; k < grid_points[2]; k++) {
            zeta = (double)k * dnzm1;
            exact_solution(xi, eta, zeta, temp);
            for (m = 0; m < 5; m++)
                u[i][j][k][m] = temp[m];
        }
    }
    i = grid_points[0] - 1;
    xi = 1.0;
#pragma bbmm
    for (j = 0; j < grid_points[1]; j++) {
        eta = (double)j * dnym1;
        for (k = 0; k < grid_points[2]; k++) {
            zeta = (double)k * dnzm1;
            exact_solution(xi, eta, zeta, temp);
            for (m = 0; m < 5; m++)
                u[i][j][k][m] = temp[m];
        }
    }
    j = 0;
    eta = 0.0;
#pragma bbmm
    for (i = 0; i < grid_points[0]; i++) {
        xi = (double)i * dnxm1;
        for (k = 0; k < grid_points[2]; k++) {
            zeta = (double)k * dnzm1;
            exact_solution(xi, eta, zeta, temp);
            for (m = 0; m < 5; m++)
                u[i][j][k][m] = temp[m];
        }
    }
    j = grid_points[1] - 1;
    eta = 1.0;
#pragma bbmm
    for (i = 0; i < grid_points[0]; i++) {
        xi = (double)i * dnxm1;
        for (k = 0; k < grid_points[2]; k++) {
            zeta = (double)k * dnzm1;
            exact_solution(xi, eta, zeta, temp);
            for (m = 0; m < 5; m++)
                u[i][j][k][m] = temp[m];
        }
    }
    k = 0;
    zeta = 0.0;
#pragma bbmm
    for (i = 0; i < grid_points[0]; i++) {
        xi = (double)i * dnxm1;
        for (j = 0; j < grid_points[1]; j++) {
            eta = (double)j * dnym1;
            exact_solution(xi, eta, zeta, temp);
            for (m = 0; m < 5; m++)
                u[i][j][k][m] = temp[m];
        }
    }
    k = grid_points[2] - 1;
    zeta = 1.0;
#pragma bbmm
    for (i = 0; i < grid_points[0]; i++) {
        xi = (double)i * dnxm1;
        for (j = 0; j < grid_points[1]; j++) {
            eta = (double)j * dnym1;
            exact_solution(xi, eta, zeta, temp);
            for (m = 0; m < 5; m++)
                u[i][j][k][m] = temp[m];
        }
    }
}
int main(void)
{
    int i, j, k, m;
    double s = 0;
    for (m = 0; m < 5; m++)
        for (i = 0; i < 13; i++)
            ce[m][i] = 0.01 * (m + 1) + 0.003 * i * (m % 3 + 1) - 0.0007 * i * i;
    dnxm1 = 1.0 / (double)(grid_points[0] - 1);
    dnym1 = 1.0 / (double)(grid_points[1] - 1);
    dnzm1 = 1.0 / (double)(grid_points[2] - 1);
    initialize();
    for (i = 0; i < IMAX; i++)
        for (j = 0; j < JMAX; j++)
            for (k = 0; k < KMAX; k++)
                for (m = 0; m < 5; m++)
                    s += u[i][j][k][m] * (1 + ((i * 7 + j * 5 + k * 3 + m) % 11));
    printf("%.17g\n", s);
    return 0;
}
