/* scalar written and read only under a data-dependent condition; read after the region (last writing i is not the last i) */
#include <stdio.h>
#define N 12
static double a[N], u[N][N][N];
static void work(void)
{
    int i, j, k, m;
    double xi = -1, P[3];
#pragma bbmm
    for (i = 0; i < N; i++) {
        if (a[i] > 0.5) {
            xi = a[i] * 3;
            for (j = 0; j < N; j++)
                for (k = 0; k < N; k++) {
                    for (m = 0; m < 3; m++)
                        P[m] = xi * m + j - k;
                    u[i][j][k] = P[0] + P[1] * P[2];
                }
        }
    }
    printf("%.17g\n", xi);
}
int main(void)
{
    int i, j, k;
    double s = 0;
    for (i = 0; i < N; i++)
        a[i] = ((i * 37) % 17) / 17.0;
    a[N - 1] = 0.1;
    work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g\n", s);
    return 0;
}
