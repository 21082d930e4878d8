/* scratch of a typedef'd row type (typedef double vec5[5]; vec5 P[2][3]) filled by a helper taking vec5 */
#include <stdio.h>
#define N 8
typedef double vec5[5];
static double u[N][N][N][5];
static void fill(double x, double y, vec5 d)
{
    int m;
    for (m = 0; m < 5; m++)
        d[m] = x * (m + 1) - y * m;
}
static void work(void)
{
    int i, j, k, m, a;
    double xi, eta, zeta;
    vec5 P[2][3];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 0; j < N; j++) {
            eta = xi + 0.25 * j;
            for (k = 0; k < N; k++) {
                zeta = eta * k;
                for (a = 0; a < 2; a++) {
                    fill(xi + a, eta, P[a][0]);
                    fill(eta, zeta + a, P[a][1]);
                    fill(zeta, xi - a, P[a][2]);
                }
                for (m = 0; m < 5; m++)
                    u[i][j][k][m] = P[1][0][m] * P[0][2][m] - P[1][1][m] + P[0][1][4 - m];
            }
        }
    }
}
int main(void)
{
    int i, j, k, m;
    double s = 0;
    work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                for (m = 0; m < 5; m++)
                    s += u[i][j][k][m] * (1 + (i * 3 + j * 5 + k + m) % 7);
    printf("%.17g\n", s);
    return 0;
}
