/* scalar read at the start of an iteration before it is written (value from the previous i, or from before) */
#include <stdio.h>
#define N 12
static double u[N][N][N];
static void work(double x0)
{
    int i, j, k, m;
    double xi = x0, eta, P[3];
#pragma bbmm
    for (i = 0; i < N; i++) {
        for (j = 0; j < N; j++) {
            eta = xi + 0.5 * j;
            for (k = 0; k < N; k++) {
                for (m = 0; m < 3; m++)
                    P[m] = eta * m + k;
                u[i][j][k] = P[0] + P[1] * P[2];
            }
        }
        xi = 0.25 * i + eta * 0.01;
    }
    printf("%.17g %.17g\n", xi, eta);
}
int main(void)
{
    int i, j, k;
    double s = 0;
    work(1.5);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g\n", s);
    return 0;
}
