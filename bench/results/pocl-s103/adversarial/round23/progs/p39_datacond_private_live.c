/* a scalar written and read under a data condition in the innermost loop, read after the region,
   beside xi/eta carried from the outer loops (the new expansion) */
#include <stdio.h>
#define N 10
static double a[N][N][N], u[N][N][N];
static void work(void)
{
    int i, j, k, m;
    double xi, eta, t = -7, P[3];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 0; j < N; j++) {
            eta = xi + 0.25 * j;
            for (k = 0; k < N; k++) {
                for (m = 0; m < 3; m++)
                    P[m] = eta * m + k;
                u[i][j][k] = P[0] + P[1] * P[2];
                if (a[i][j][k] > 0.5) {
                    t = a[i][j][k] * 3 + P[1];
                    u[i][j][k] += t;
                }
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
            for (k = 0; k < N; k++)
                a[i][j][k] = ((i * 37 + j * 11 + k * 5) % 17) / 17.0;
    a[N - 1][N - 1][N - 1] = 0.0;
    work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g\n", s);
    return 0;
}
