/* file-scope static scalars written in the region and read by another function called later */
#include <stdio.h>
#define N 10
static double u[N][N][N];
static double xi, eta;
static double peek(void) { return xi * 3 + eta; }
static void work(void)
{
    int i, j, k, m;
    double P[5];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 1; j < N; j++) {
            eta = xi / j;
            for (k = 0; k < N; k++) {
                for (m = 0; m < 5; m++)
                    P[m] = eta * m + k * xi;
                u[i][j][k] = P[0] + P[4] * P[2] - P[1] * P[3];
            }
        }
    }
}
int main(void)
{
    int i, j, k;
    double s = 0;
    xi = 11;
    eta = 12;
    work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g %.17g\n", s, peek());
    return 0;
}
