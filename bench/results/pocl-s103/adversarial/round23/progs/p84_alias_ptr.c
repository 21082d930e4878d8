/* a pointer to a row of the scratch, set before the region, is read in the region after the row is written through P */
#include <stdio.h>
#define N 8
static double u[N][N][N];
static void work(void)
{
    int i, j, k, m;
    double xi, eta, P[2][4];
    double *q = P[1];
    for (m = 0; m < 4; m++)
        P[0][m] = P[1][m] = 0;
#pragma bbmm array(q[4])
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 0; j < N; j++) {
            eta = xi + 0.25 * j;
            for (k = 0; k < N; k++) {
                for (m = 0; m < 4; m++) {
                    P[0][m] = eta * m - k;
                    P[1][m] = xi + m * k;
                }
                u[i][j][k] = P[0][1] + q[2] * q[3];
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
    printf("%.17g\n", s);
    return 0;
}
