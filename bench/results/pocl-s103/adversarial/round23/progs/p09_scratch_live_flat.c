/* 3-D scratch over 3 loops (would be flattened) but read after the region */
#include <stdio.h>
#define N 8
static double u[N][N][N];
static void work(void)
{
    int i, j, k, a, b, m;
    double xi, eta, zeta, P[2][2][3];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 0; j < N; j++) {
            eta = 0.25 * j + xi;
            for (k = 0; k < N; k++) {
                zeta = eta * k;
                for (a = 0; a < 2; a++)
                    for (b = 0; b < 2; b++)
                        for (m = 0; m < 3; m++)
                            P[a][b][m] = xi * a + eta * b + zeta * m;
                u[i][j][k] = P[1][0][2] - P[0][1][1] * P[1][1][0];
            }
        }
    }
    printf("%.17g %.17g %.17g\n", P[1][1][2], P[0][1][0], P[1][0][1]);
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
