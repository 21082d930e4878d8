/* the helper reads the global scalars xi, eta, zeta directly (not as parameters); they are assigned in the outer loops */
#include <stdio.h>
#define N 9
static double u[N][N][N][3];
static double xi, eta, zeta;
static void fill(int a, double *d)
{
    int m;
    for (m = 0; m < 3; m++)
        d[m] = xi * (m + a) + eta * eta - zeta * m;
}
static void work(void)
{
    int i, j, k, m, a;
    double P[2][3];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 0; j < N; j++) {
            eta = xi + 0.25 * j;
            for (k = 0; k < N; k++) {
                zeta = eta * 0.5 + k;
                for (a = 0; a < 2; a++)
                    fill(a, &P[a][0]);
                for (m = 0; m < 3; m++)
                    u[i][j][k][m] = P[0][m] * P[1][2 - m] + zeta;
            }
        }
    }
}
int main(void)
{
    int i, j, k, m;
    double s = 0;
    work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                for (m = 0; m < 3; m++)
                    s += u[i][j][k][m] * (1 + (i * 3 + j * 5 + k + m) % 7);
    printf("%.17g\n", s);
    return 0;
}
