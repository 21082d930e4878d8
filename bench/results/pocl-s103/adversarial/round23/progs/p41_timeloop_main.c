/* regions inside a time loop in main (automatic data scope); scalars are globals read after by main */
#include <stdio.h>
#define N 10
#define T 4
static double u[N][N][N], v[N][N][N];
double xi, eta;
int main(void)
{
    int i, j, k, m, t;
    double s = 0, P[4];
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                u[i][j][k] = ((i * 37 + j * 11 + k * 5) % 17) / 17.0;
    for (t = 0; t < T; t++) {
#pragma bbmm
        for (i = 0; i < N; i++) {
            xi = 0.5 * i + t;
            for (j = 0; j < N; j++) {
                eta = xi * 0.25 + j;
                for (k = 0; k < N; k++) {
                    for (m = 0; m < 4; m++)
                        P[m] = eta * m - k + u[i][j][k];
                    v[i][j][k] = P[0] + P[1] * 0.5 - P[3] * 0.125 + P[2] * 0.0625;
                }
            }
        }
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            for (j = 0; j < N; j++)
                for (k = 0; k < N; k++)
                    u[i][j][k] = 0.25 * (v[i - 1][j][k] + v[i + 1][j][k]) + 0.5 * v[i][j][k] - 0.1 * t;
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g %.17g %.17g\n", s, xi, eta);
    return 0;
}
