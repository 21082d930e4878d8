/* scratch only partly written in some iterations (affine condition), read in all */
#include <stdio.h>
#define N 10
static double b[N][N][N];
static void work(void)
{
    int i, j, k, m;
    double xi, eta, P[2][4];
    for (m = 0; m < 4; m++)
        P[0][m] = P[1][m] = m;
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.1 * i + 1;
        for (j = 0; j < N; j++) {
            eta = 0.2 * j - xi;
            for (k = 0; k < N; k++) {
                for (m = 0; m < 4; m++)
                    P[0][m] = xi * m + eta;
                if (k % 3 == 0)
                    for (m = 0; m < 4; m++)
                        P[1][m] = eta * m + k;
                b[i][j][k] = P[0][0] + P[0][3] * P[1][1] - P[1][2];
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
                s += b[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g\n", s);
    return 0;
}
