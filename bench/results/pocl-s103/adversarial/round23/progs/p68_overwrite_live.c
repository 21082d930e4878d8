/* 1-D scratch written, read, partly overwritten, read; read after the region (last copy) */
#include <stdio.h>
#define N 11
static double u[N][N], w[N][N];
static void work(void)
{
    int i, j, m;
    double xi, P[5];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.3 * i - 1;
        for (j = 0; j < N; j++) {
            for (m = 0; m < 5; m++)
                P[m] = xi * m + j;
            u[i][j] = P[0] * P[4] - P[2];
            for (m = 1; m < 4; m++)
                P[m] = P[m + 1] - P[m - 1] * 0.5;
            w[i][j] = P[1] + P[2] * P[3];
        }
    }
    printf("%.17g %.17g %.17g %.17g %.17g %.17g\n", P[0], P[1], P[2], P[3], P[4], xi);
}
int main(void)
{
    int i, j;
    double s = 0;
    work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += (u[i][j] + 3 * w[i][j]) * (1 + (i * 3 + j * 5) % 7);
    printf("%.17g\n", s);
    return 0;
}
