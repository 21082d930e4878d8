/* xi taken from what the previous i wrote (a true dependence through u carried by i), scratch per (i, j, k); scalars read after */
#include <stdio.h>
#define N 9
static double u[N][N][N];
static double work(void)
{
    int i, j, k, m;
    double xi = 0, eta = 0, P[3];
#pragma bbmm
    for (i = 1; i < N; i++) {
        xi = 0.5 * u[i - 1][N - 1][N - 1] + 0.125 * i;
        for (j = 0; j < N; j++) {
            eta = xi * 0.5 + u[i - 1][j][0] * 0.25;
            for (k = 0; k < N; k++) {
                for (m = 0; m < 3; m++)
                    P[m] = eta * m - k * 0.01 + u[i - 1][j][k] * 0.1;
                u[i][j][k] = P[0] + P[1] * 0.5 - P[2] * 0.25;
            }
        }
    }
    return xi * 1000 + eta;
}
int main(void)
{
    int i, j, k;
    double s = 0, r;
    for (j = 0; j < N; j++)
        for (k = 0; k < N; k++)
            u[0][j][k] = ((j * 11 + k * 5) % 17) / 17.0;
    r = work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g %.17g\n", s, r);
    return 0;
}
