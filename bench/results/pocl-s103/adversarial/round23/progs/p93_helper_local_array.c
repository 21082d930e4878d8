/* (inlined helper) the helper has its own local 2-D work array, beside the caller's scratch */
#include <stdio.h>
#define N 8
static double u[N][N][N];
static void fill(double x, double y, double *d)
{
    double t[2][3];
    int a, m;
    for (a = 0; a < 2; a++)
        for (m = 0; m < 3; m++)
            t[a][m] = x * (a + 1) - y * m;
    for (m = 0; m < 3; m++)
        d[m] = t[0][m] * t[1][2 - m] + t[1][m];
}
static void work(void)
{
    int i, j, k;
    double xi, eta, zeta, P[2][3];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 0; j < N; j++) {
            eta = xi + 0.25 * j;
            for (k = 0; k < N; k++) {
                zeta = eta - 0.125 * k;
                fill(xi, zeta, P[0]);
                fill(zeta, eta, &P[1][0]);
                u[i][j][k] = P[0][0] * P[1][2] - P[1][1] + P[0][2];
            }
        }
    }
}
int main(void)
{
    int i, j, k;
    double s = 0;
    work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g\n", s);
    return 0;
}
