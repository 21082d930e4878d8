/* scalar always written then overwritten under a data condition, scratch element likewise; scalars dead after */
#include <stdio.h>
#define N 11
static double a[N][N], u[N][N][N];
static void work(void)
{
    int i, j, k, m;
    double xi, eta, P[4];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 1.0 + i;
        if (a[i][0] > 0.5)
            xi = a[i][0] * 3;
        for (j = 0; j < N; j++) {
            eta = xi * 0.5 + j;
            for (k = 0; k < N; k++) {
                for (m = 0; m < 4; m++)
                    P[m] = eta * m - k;
                if (a[j][k] < 0.3)
                    P[2] = a[j][k];
                u[i][j][k] = P[0] + P[1] * P[2] - P[3];
            }
        }
    }

}
int main(void)
{
    int i, j, k;
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            a[i][j] = ((i * 37 + j * 11) % 17) / 17.0;
    work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g\n", s);
    return 0;
}
