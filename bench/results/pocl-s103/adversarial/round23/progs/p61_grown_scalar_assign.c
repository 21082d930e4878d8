/* time loop in main holding regions and scalar assignments (grown region): c and d set between the regions,
   read in the inner loops beside xi/eta carried from the outer ones */
#include <stdio.h>
#define N 10
#define T 4
static double u[N][N][N], v[N][N][N];
int main(void)
{
    int i, j, k, m, t;
    double s = 0, c = 0, d = 0, xi, eta, P[3];
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                u[i][j][k] = ((i * 37 + j * 11 + k * 5) % 17) / 17.0;
    for (t = 0; t < T; t++) {
        c = 0.5 * t + 1;
        d = c * c - t;
#pragma bbmm
        for (i = 0; i < N; i++) {
            xi = c * i;
            for (j = 0; j < N; j++) {
                eta = xi * 0.25 + j + d;
                for (k = 0; k < N; k++) {
                    for (m = 0; m < 3; m++)
                        P[m] = eta * m - k + u[i][j][k] * c;
                    v[i][j][k] = P[0] + P[1] * 0.5 - P[2] * 0.125;
                }
            }
        }
        c = c + 0.25;
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            for (j = 0; j < N; j++)
                for (k = 0; k < N; k++)
                    u[i][j][k] = 0.25 * (v[i - 1][j][k] + v[i + 1][j][k]) + 0.5 * v[i][j][k] - 0.1 * c;
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g %.17g %.17g\n", s, c, d);
    return 0;
}
