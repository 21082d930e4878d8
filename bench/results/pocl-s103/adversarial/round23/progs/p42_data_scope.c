/* #pragma bbmm data scope around calls of a function holding the region; scalar read after by the caller through a global */
#include <stdio.h>
#define N 10
static double u[N][N][N], v[N][N][N];
double last_eta;
static void step(int t)
{
    int i, j, k, m;
    double xi, eta, P[2][3];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i + t;
        for (j = 0; j < N; j++) {
            eta = xi * 0.25 + j;
            for (k = 0; k < N; k++) {
                for (m = 0; m < 3; m++) {
                    P[0][m] = eta * m - k + u[i][j][k];
                    P[1][m] = xi - m * u[i][j][k];
                }
                v[i][j][k] = P[0][0] + P[1][1] * 0.5 - P[0][2] * 0.125 + P[1][2] * 0.0625;
            }
        }
    }
    last_eta = eta;
#pragma bbmm
    for (i = 1; i < N - 1; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                u[i][j][k] = 0.25 * (v[i - 1][j][k] + v[i + 1][j][k]) + 0.5 * v[i][j][k] - 0.1 * t;
}
int main(void)
{
    int i, j, k, t;
    double s = 0, e = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                u[i][j][k] = ((i * 37 + j * 11 + k * 5) % 17) / 17.0;
#pragma bbmm data
    {
        for (t = 0; t < 3; t++) {
            step(t);
            e += last_eta;
        }
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g %.17g\n", s, e);
    return 0;
}
