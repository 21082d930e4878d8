/* scratch written, read, partially overwritten, read again */
#include <stdio.h>
#define N 11
static double b[N][N][N], c[N][N][N];
static void work(void)
{
    int i, j, k, m;
    double xi, eta, zeta, P[3][5];
#pragma bbmm
    for (i = 1; i < N; i++) {
        xi = 1.0 / i;
        for (j = 0; j < N; j++) {
            eta = xi * j;
            for (k = 0; k < N; k++) {
                zeta = eta - k * 0.01;
                for (m = 0; m < 5; m++) {
                    P[0][m] = xi + m;
                    P[1][m] = eta * m;
                    P[2][m] = zeta * zeta + m;
                }
                b[i][j][k] = P[0][1] * P[1][2] + P[2][4];
                for (m = 1; m < 4; m++)
                    P[1][m] = P[1][m - 1] + P[2][m];
                c[i][j][k] = P[1][3] - P[1][0] + P[0][4];
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
                s += (b[i][j][k] + 3 * c[i][j][k]) * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g\n", s);
    return 0;
}
