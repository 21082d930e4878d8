/* scratch elements set before the region and only read in it, beside elements written in each iteration */
#include <stdio.h>
#define N 10
static double u[N][N][N];
static void work(double s0)
{
    int i, j, k, m;
    double xi, eta, P[2][3][4];
    for (m = 0; m < 4; m++)
        P[1][2][m] = s0 + m;
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 0; j < N; j++) {
            eta = xi - j;
            for (k = 0; k < N; k++) {
                for (m = 0; m < 4; m++) {
                    P[0][0][m] = xi * m;
                    P[0][1][m] = eta + m;
                    P[1][0][m] = k - m;
                }
                u[i][j][k] = P[0][0][1] * P[1][2][3] + P[0][1][2] - P[1][0][3] * P[1][2][0];
            }
        }
    }
}
int main(void)
{
    int i, j, k;
    double s = 0;
    work(1.5);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g\n", s);
    return 0;
}
