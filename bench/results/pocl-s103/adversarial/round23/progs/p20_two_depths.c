/* the same scalar written at two loop depths */
#include <stdio.h>
#define N 10
static double u[N][N][N], v[N][N];
static void work(void)
{
    int i, j, k, m;
    double xi, t, P[3];
#pragma bbmm
    for (i = 0; i < N; i++) {
        t = 0.5 * i;
        xi = t + 1;
        for (k = 0; k < N; k++)
            v[i][k] = t * k;
        for (j = 0; j < N; j++) {
            t = xi * j;
            for (k = 0; k < N; k++) {
                for (m = 0; m < 3; m++)
                    P[m] = t * m - k;
                u[i][j][k] = P[0] + P[1] * P[2];
            }
        }
    }
    printf("%.17g %.17g\n", xi, t);
}
int main(void)
{
    int i, j, k;
    double s = 0;
    work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            s += v[i][j] * (2 + (i + j) % 3);
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
        }
    printf("%.17g\n", s);
    return 0;
}
