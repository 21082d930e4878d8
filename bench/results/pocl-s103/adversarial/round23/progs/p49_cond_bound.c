/* a scalar assigned under an affine condition and used as an inner loop's lower bound and as a scratch subscript */
#include <stdio.h>
#define N 12
static double u[N][N][N];
static void work(void)
{
    int i, j, k, m, jlo, ix;
    double xi, P[2][2][3];
#pragma bbmm
    for (i = 0; i < N; i++) {
        jlo = 0;
        if (i > 3)
            jlo = i - 3;
        ix = (i % 2 == 0) ? 0 : 1;
        xi = 0.5 * i;
        for (j = jlo; j < N; j++) {
            for (k = 0; k < N; k++) {
                for (m = 0; m < 3; m++) {
                    P[0][0][m] = xi + m;
                    P[0][1][m] = xi * j - m;
                    P[1][0][m] = k * m;
                    P[1][1][m] = j - k + m;
                }
                u[i][j][k] = P[ix][0][2] + P[1 - ix][1][1] * P[ix][1][0];
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
