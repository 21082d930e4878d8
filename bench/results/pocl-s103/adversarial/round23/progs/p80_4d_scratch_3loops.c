/* 4-D double scratch over three loops (7 dims: flattened), rows filled by a helper through &Q[a][b][c][0] */
#include <stdio.h>
#define N 7
static double u[N][N][N];
static void row(double x, int n, double *d)
{
    int m;
    for (m = 0; m < 3; m++)
        d[m] = x * (m + 1) - n;
}
static void work(void)
{
    int i, j, k, a, b, c;
    double xi, eta, zeta, Q[2][2][2][3];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 0; j < N; j++) {
            eta = xi + 0.25 * j;
            for (k = 0; k < N; k++) {
                zeta = eta - 0.125 * k;
                for (a = 0; a < 2; a++)
                    for (b = 0; b < 2; b++)
                        for (c = 0; c < 2; c++)
                            row(zeta * a + xi * b - eta * c, a + 2 * b + 4 * c, &Q[a][b][c][0]);
                u[i][j][k] = Q[1][0][1][2] * Q[0][1][1][0] - Q[1][1][1][1] + Q[0][0][0][2] * Q[1][1][0][0];
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
