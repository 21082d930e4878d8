/* scalar written under a data condition in the j loop and read only there; read after the region */
#include <stdio.h>
#define N 12
static double a[N][N], u[N][N][N], w[N][N];
static void work(void)
{
    int i, j, k, m;
    double xi, t = -7, P[3];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 0; j < N; j++) {
            if (a[i][j] > 0.5) {
                t = a[i][j] * 3 + xi;
                w[i][j] = t;
            }
            for (k = 0; k < N; k++) {
                for (m = 0; m < 3; m++)
                    P[m] = xi * m + k - j;
                u[i][j][k] = P[0] + P[1] * P[2];
            }
        }
    }
    printf("%.17g\n", t);
}
int main(void)
{
    int i, j, k;
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            a[i][j] = ((i * 37 + j * 11) % 17) / 17.0;
    a[N - 1][N - 1] = 0.0;
    work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            s += w[i][j] * 2;
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
        }
    printf("%.17g\n", s);
    return 0;
}
