/* helper fills the whole 2x3x5 scratch linearly through a pointer (a common idiom), main reads it by [a][b][c] */
#include <stdio.h>
#define N 10
static double u[N][N][N][5];
static void fill(double x, double y, double z, double *d)
{
    int t;
    for (t = 0; t < 30; t++)
        d[t] = x * (t + 1) + y * (t % 7) - z * (t / 5);
}
static void init(void)
{
    int i, j, k, m;
    double xi, eta, zeta, P[2][3][5];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.1 * i;
        for (j = 0; j < N; j++) {
            eta = 0.1 * j;
            for (k = 0; k < N; k++) {
                zeta = 0.1 * k;
                fill(xi, eta, zeta, &P[0][0][0]);
                for (m = 0; m < 5; m++)
                    u[i][j][k][m] = P[1][0][m] + 2 * P[0][2][m] - P[1][2][m] * P[0][1][m];
            }
        }
    }
}
int main(void)
{
    int i, j, k, m;
    double s = 0;
    init();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                for (m = 0; m < 5; m++)
                    s += u[i][j][k][m] * (1 + ((i * 7 + j * 5 + k * 3 + m) % 11));
    printf("%.17g\n", s);
    return 0;
}
