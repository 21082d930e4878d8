/* a time loop inside the region: the scalar's last value of one nest is read by the next nest in the same step */
#include <stdio.h>
#define N 10
#define T 3
static double u[N][N][N], v[N];
static void work(void)
{
    int t, i, j, k, m;
    double xi, eta, P[3];
#pragma bbmm
    for (t = 0; t < T; t++) {
        for (i = 0; i < N; i++) {
            xi = 0.5 * i + t;
            for (j = 0; j < N; j++) {
                eta = xi * j + v[i];
                for (k = 0; k < N; k++) {
                    for (m = 0; m < 3; m++)
                        P[m] = eta * m + k;
                    u[i][j][k] += P[0] + P[1] * P[2] * 0.001;
                }
            }
        }
        for (i = 0; i < N; i++)
            v[i] = xi * 0.1 * i + eta * 0.01 + u[i][1][2] * 0.001;
    }
}
int main(void)
{
    int i, j, k;
    double s = 0;
    work();
    for (i = 0; i < N; i++) {
        s += v[i] * 3;
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    }
    printf("%.17g\n", s);
    return 0;
}
