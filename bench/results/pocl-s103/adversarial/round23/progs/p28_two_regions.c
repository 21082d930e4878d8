/* two regions in a row in one function sharing the scalars and the scratch */
#include <stdio.h>
#define N 10
static double u[N][N][N], v[N][N][N];
static void work(void)
{
    int i, j, k, m;
    double xi, eta, P[4];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 0; j < N; j++) {
            eta = xi + 0.125 * j;
            for (k = 0; k < N; k++) {
                for (m = 0; m < 4; m++)
                    P[m] = eta * m + k;
                u[i][j][k] = P[0] + P[1] * P[2] - P[3];
            }
        }
    }
#pragma bbmm
    for (i = 0; i < N; i++) {
        for (j = 0; j < N; j++) {
            for (k = 0; k < N; k++) {
                for (m = 0; m < 4; m++)
                    P[m] = u[i][j][k] * m + xi - eta;
                v[i][j][k] = P[3] - P[1] * P[2];
            }
            eta = v[i][j][0];
        }
        xi = eta;
    }
    printf("%.17g %.17g %.17g\n", xi, eta, P[2]);
}
int main(void)
{
    int i, j, k;
    double s = 0;
    work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += (u[i][j][k] + 0.5 * v[i][j][k]) * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g\n", s);
    return 0;
}
