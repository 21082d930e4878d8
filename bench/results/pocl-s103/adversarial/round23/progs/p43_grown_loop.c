/* a function whose loop holds nothing but the region (grown over it); scratch and scalars locals */
#include <stdio.h>
#define N 9
static double u[N][N][N];
static void work(int steps)
{
    int t, i, j, k, m;
    double xi, eta, P[2][2][3];
    for (t = 0; t < steps; t++) {
#pragma bbmm
        for (i = 0; i < N; i++) {
            xi = 0.5 * i + t;
            for (j = 0; j < N; j++) {
                eta = xi * 0.25 + j;
                for (k = 0; k < N; k++) {
                    for (m = 0; m < 3; m++) {
                        P[0][0][m] = eta * m - k;
                        P[0][1][m] = xi + m;
                        P[1][0][m] = u[i][j][k] * m;
                        P[1][1][m] = t - m;
                    }
                    u[i][j][k] = 0.5 * u[i][j][k] + 0.01 * (P[0][0][2] + P[0][1][1] - P[1][0][2] * P[1][1][0]);
                }
            }
        }
    }
}
int main(void)
{
    int i, j, k;
    double s = 0;
    work(3);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g\n", s);
    return 0;
}
