/* one scalar, two webs in two nests over overlapping i ranges (the second reads u of the first) */
#include <stdio.h>
#define N 10
static double u[N][N][N], v[N][N][N];
static void work(void)
{
    int i, j, k, m;
    double xi, eta, P[3];
#pragma bbmm
    {
        for (i = 0; i < N; i++) {
            xi = 0.5 * i + 1;
            for (j = 0; j < N; j++) {
                eta = xi * j;
                for (k = 0; k < N; k++) {
                    for (m = 0; m < 3; m++)
                        P[m] = eta * m + k;
                    u[i][j][k] = P[0] + P[1] * P[2];
                }
            }
        }
        for (i = 1; i < N - 1; i++) {
            xi = 3.0 - 0.25 * i;
            for (j = 0; j < N; j++) {
                eta = xi + j;
                for (k = 0; k < N; k++) {
                    for (m = 0; m < 3; m++)
                        P[m] = eta - m * k + u[i + 1][j][k] - u[i - 1][j][k];
                    v[i][j][k] = P[2] - P[0] * P[1];
                }
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
                s += (u[i][j][k] + 2 * v[i][j][k]) * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g\n", s);
    return 0;
}
