/* loops counting down; scalars read after the region (last iteration is i = 0) */
#include <stdio.h>
#define N 11
static double u[N][N][N];
static void work(void)
{
    int i, j, k, m;
    double xi, eta, P[2][4];
#pragma bbmm
    for (i = N - 1; i >= 0; i--) {
        xi = 0.3 * i + 1;
        for (j = N - 1; j >= 1; j--) {
            eta = xi / j;
            for (k = N - 2; k >= 0; k--) {
                for (m = 0; m < 4; m++) {
                    P[0][m] = xi * m - k;
                    P[1][m] = eta * m + k;
                }
                u[i][j][k] = P[0][3] * P[1][1] - P[1][3] + P[0][0];
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
