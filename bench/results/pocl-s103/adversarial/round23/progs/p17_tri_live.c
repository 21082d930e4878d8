/* triangular loops: the last outer iterations run no inner iteration; scalars read after the region */
#include <stdio.h>
#define N 10
static double u[N][N][N];
static void work(void)
{
    int i, j, k, m;
    double xi = -1, eta = -2, P[4];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i + 0.25;
        for (j = i + 2; j < N; j++) {
            eta = xi * j - 1;
            for (k = 0; k < N; k++) {
                for (m = 0; m < 4; m++)
                    P[m] = eta * m + k;
                u[i][j][k] = P[0] + P[1] * P[2] - P[3];
            }
        }
    }
    printf("%.17g %.17g\n", xi, eta);
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
    printf("%.17g\n", s);
    return 0;
}
