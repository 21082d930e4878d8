/* NPB BT exact_rhs()-style: xi/eta/zeta in outer loops, dtemp[5] filled by exact_solution, global ue/buf/cuf/q rows */
#include <stdio.h>
#define IMAX 12
static int grid_points[3] = {IMAX, IMAX - 1, IMAX - 2};
static double forcing[IMAX][IMAX][IMAX][5];
static double ue[IMAX][5], buf[IMAX][5], cuf[IMAX], q[IMAX];
static double ce[5][13];
static double dnxm1, dnym1, dnzm1, tx2 = 0.7, dx1tx1 = 0.3, c2 = 0.4, xxcon1 = 0.2, dssp = 0.25;
static void exact_solution(double xi, double eta, double zeta, double dtemp[5])
{
    int m;
    for (m = 0; m < 5; m++)
        dtemp[m] = ce[m][0] + xi * (ce[m][1] + xi * (ce[m][4] + xi * ce[m][7])) +
                   eta * (ce[m][2] + eta * (ce[m][5] + eta * ce[m][8])) +
                   zeta * (ce[m][3] + zeta * (ce[m][6] + zeta * ce[m][9]));
}
static void exact_rhs(void)
{
    double dtemp[5], xi, eta, zeta, dtpp;
    int m, i, j, k, ip1, im1;
#pragma bbmm
    for (i = 0; i < grid_points[0]; i++)
        for (j = 0; j < grid_points[1]; j++)
            for (k = 0; k < grid_points[2]; k++)
                for (m = 0; m < 5; m++)
                    forcing[i][j][k][m] = 0.0;
#pragma bbmm
    for (j = 1; j < grid_points[1] - 1; j++) {
        eta = (double)j * dnym1;
        for (k = 1; k < grid_points[2] - 1; k++) {
            zeta = (double)k * dnzm1;
            for (i = 0; i < grid_points[0]; i++) {
                xi = (double)i * dnxm1;
                exact_solution(xi, eta, zeta, dtemp);
                for (m = 0; m < 5; m++)
                    ue[i][m] = dtemp[m];
                dtpp = 1.0 / dtemp[0];
                for (m = 1; m < 5; m++)
                    buf[i][m] = dtpp * dtemp[m];
                cuf[i] = buf[i][1] * buf[i][1];
                buf[i][0] = cuf[i] + buf[i][2] * buf[i][2] + buf[i][3] * buf[i][3];
                q[i] = 0.5 * (buf[i][1] * ue[i][1] + buf[i][2] * ue[i][2] + buf[i][3] * ue[i][3]);
            }
            for (i = 1; i < grid_points[0] - 1; i++) {
                im1 = i - 1;
                ip1 = i + 1;
                forcing[i][j][k][0] = forcing[i][j][k][0] - tx2 * (ue[ip1][1] - ue[im1][1]) +
                                      dx1tx1 * (ue[ip1][0] - 2.0 * ue[i][0] + ue[im1][0]);
                forcing[i][j][k][1] = forcing[i][j][k][1] -
                                      tx2 * ((ue[ip1][1] * buf[ip1][1] + c2 * (ue[ip1][4] - q[ip1])) -
                                             (ue[im1][1] * buf[im1][1] + c2 * (ue[im1][4] - q[im1]))) +
                                      xxcon1 * (buf[ip1][1] - 2.0 * buf[i][1] + buf[im1][1]);
                forcing[i][j][k][4] = forcing[i][j][k][4] - tx2 * (buf[ip1][1] * (c2 * ue[ip1][4]) - buf[im1][1] * ue[im1][4]) +
                                      0.5 * xxcon1 * (buf[ip1][0] - 2.0 * buf[i][0] + buf[im1][0]) + cuf[i];
            }
            for (m = 0; m < 5; m++) {
                i = 1;
                forcing[i][j][k][m] = forcing[i][j][k][m] - dssp * (5.0 * ue[i][m] - 4.0 * ue[i + 1][m] + ue[i + 2][m]);
                i = 2;
                forcing[i][j][k][m] = forcing[i][j][k][m] - dssp * (-4.0 * ue[i - 1][m] + 6.0 * ue[i][m] - 4.0 * ue[i + 1][m] + ue[i + 2][m]);
            }
        }
    }
}
int main(void)
{
    int i, j, k, m;
    double s = 0;
    for (m = 0; m < 5; m++)
        for (i = 0; i < 13; i++)
            ce[m][i] = 0.5 + 0.01 * (m + 1) + 0.003 * i * (m % 3 + 1);
    dnxm1 = 1.0 / (double)(grid_points[0] - 1);
    dnym1 = 1.0 / (double)(grid_points[1] - 1);
    dnzm1 = 1.0 / (double)(grid_points[2] - 1);
    exact_rhs();
    for (i = 0; i < IMAX; i++)
        for (j = 0; j < IMAX; j++)
            for (k = 0; k < IMAX; k++)
                for (m = 0; m < 5; m++)
                    s += forcing[i][j][k][m] * (1 + ((i * 7 + j * 5 + k * 3 + m) % 11));
    printf("%.17g %.17g %.17g\n", s, q[3], cuf[IMAX - 1]);
    return 0;
}
