/* (inlined helper) the scratch is filled, read, partly overwritten by a second helper that reads it first, read again */
#include <stdio.h>
#define N 9
static double u[N][N][N], w[N][N][N];
static void fill(double x, double *d)
{
    int m;
    for (m = 0; m < 5; m++)
        d[m] = x * (m + 1);
}
static void smooth(double *d)
{
    int m;
    for (m = 1; m < 4; m++)
        d[m] = 0.25 * d[m - 1] + 0.5 * d[m] + 0.25 * d[m + 1];
}
static void work(void)
{
    int i, j, k;
    double xi, eta, P[2][5];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i + 0.1;
        for (j = 0; j < N; j++) {
            eta = xi * 0.5 - j;
            for (k = 0; k < N; k++) {
                fill(eta + k, P[0]);
                fill(xi - k, P[1]);
                u[i][j][k] = P[0][2] * P[1][3] - P[0][4];
                smooth(P[1]);
                w[i][j][k] = P[1][1] + P[1][2] * P[0][1] - P[1][3];
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
                s += (u[i][j][k] + 2 * w[i][j][k]) * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g\n", s);
    return 0;
}
