/* explicit #pragma bbmm data(u, v) scope in main around a time loop; the scalars are main's locals read after */
#include <stdio.h>
#define N 10
static double u[N][N][N], v[N][N][N];
int main(void)
{
    int i, j, k, m, t;
    double s = 0, xi = 0, eta = 0, zeta = 0, P[2][2][2];
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                u[i][j][k] = ((i * 37 + j * 11 + k * 5) % 17) / 17.0;
#pragma bbmm data(u, v)
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++) {
            xi = 0.5 * i + t;
            for (j = 0; j < N; j++) {
                eta = xi * 0.25 + j;
                for (k = 0; k < N; k++) {
                    zeta = eta - k;
                    for (m = 0; m < 2; m++) {
                        P[m][0][0] = zeta * m + u[i][j][k];
                        P[m][0][1] = xi - m;
                        P[m][1][0] = eta + m;
                        P[m][1][1] = u[i][j][k] * m;
                    }
                    v[i][j][k] = P[0][0][0] + P[1][0][1] * 0.5 - P[1][1][0] * 0.125 + P[1][1][1] * 0.0625;
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
    printf("%.17g %.17g %.17g %.17g\n", s, xi, eta, zeta);
    return 0;
}
