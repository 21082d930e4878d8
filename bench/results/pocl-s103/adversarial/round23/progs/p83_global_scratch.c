/* a file-scope scratch row used by one function only; main reads it after (last iteration's values) */
#include <stdio.h>
#define N 10
static double u[N][N][N];
static double P[4];
double xi, eta;
static void work(void)
{
    int i, j, k, m;
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 0; j < N; j++) {
            eta = xi * 0.25 + j;
            for (k = 0; k < N; k++) {
                for (m = 0; m < 4; m++)
                    P[m] = eta * m - k;
                u[i][j][k] = P[0] + P[1] * P[2] - P[3];
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
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g %.17g %.17g %.17g %.17g\n", s, P[1], P[3], xi, eta);
    return 0;
}
