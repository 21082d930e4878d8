/* BT initialize with the face scratch flattened by hand (double Pf[30], Pf[ix*15 + c*5 + m]) */
#include <stdio.h>
#define N 10
static double u[N][N][N][5];
static double ce[5][13];
static void exact_solution(double xi, double eta, double zeta, double *dtemp)
{
    int m;
    for (m = 0; m < 5; m++)
        dtemp[m] = ce[m][0] + xi * (ce[m][1] + xi * ce[m][4]) + eta * (ce[m][2] + eta * ce[m][5]) + zeta * (ce[m][3] + zeta * ce[m][6]);
}
static void initialize(void)
{
    int i, j, k, m, ix;
    double xi, eta, zeta, Pf[30], Pxi, Peta, Pzeta;
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = (double)i / (N - 1);
        for (j = 0; j < N; j++) {
            eta = (double)j / (N - 1);
            for (k = 0; k < N; k++) {
                zeta = (double)k / (N - 1);
                for (ix = 0; ix < 2; ix++) {
                    exact_solution((double)ix, eta, zeta, &Pf[ix * 15]);
                    exact_solution(xi, (double)ix, zeta, &Pf[ix * 15 + 5]);
                    exact_solution(xi, eta, (double)ix, &Pf[ix * 15 + 10]);
                }
                for (m = 0; m < 5; m++) {
                    Pxi = xi * Pf[15 + m] + (1.0 - xi) * Pf[m];
                    Peta = eta * Pf[20 + m] + (1.0 - eta) * Pf[5 + m];
                    Pzeta = zeta * Pf[25 + m] + (1.0 - zeta) * Pf[10 + m];
                    u[i][j][k][m] = Pxi + Peta + Pzeta - Pxi * Peta - Pxi * Pzeta - Peta * Pzeta + Pxi * Peta * Pzeta;
                }
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
            ce[m][i] = 0.01 * (m + 1) + 0.003 * i * (m % 3 + 1);
    initialize();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                for (m = 0; m < 5; m++)
                    s += u[i][j][k][m] * (1 + ((i * 7 + j * 5 + k * 3 + m) % 11));
    printf("%.17g\n", s);
    return 0;
}
