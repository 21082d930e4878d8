/* nested helper calls filling the scratch through pointers */
#include <stdio.h>
#define N 9
static double u[N][N][N][3];
static double poly(double x, int m) { return 1.0 + x * (0.5 + x * 0.25 * m); }
static void row(double x, double y, double *d)
{
    int m;
    for (m = 0; m < 3; m++)
        d[m] = poly(x, m) - poly(y, m + 1);
}
static void fill(double x, double y, double z, double p[3][3])
{
    row(x, y, p[0]);
    row(y, z, &p[1][0]);
    row(z, x, p[2]);
}
static void work(void)
{
    int i, j, k, m;
    double xi, eta, zeta, P[3][3];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.1 * i;
        for (j = 0; j < N; j++) {
            eta = 0.2 * j;
            for (k = 0; k < N; k++) {
                zeta = 0.05 * k + xi;
                fill(xi, eta, zeta, P);
                for (m = 0; m < 3; m++)
                    u[i][j][k][m] = P[0][m] * P[1][m] - P[2][2 - m];
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
                for (m = 0; m < 3; m++)
                    s += u[i][j][k][m] * (1 + (i * 3 + j * 5 + k + m) % 7);
    printf("%.17g\n", s);
    return 0;
}
