/* scratch read after the region while its last writes are in different iterations (conditional) */
#include <stdio.h>
#define N 11
static double u[N][N];
static void work(void)
{
    int i, j, m;
    double xi, P[4];
    for (m = 0; m < 4; m++)
        P[m] = -m;
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 0; j < N; j++) {
            P[0] = xi + j;
            P[1] = xi - j;
            if (j < N - 1) {
                P[2] = xi * j;
                P[3] = P[2] + 1;
                u[i][j] = P[0] * P[1] + P[2] * P[3];
            } else
                u[i][j] = P[0] * P[1];
        }
    }
    printf("%.17g %.17g %.17g %.17g %.17g\n", P[0], P[1], P[2], P[3], xi);
}
int main(void)
{
    int i, j;
    double s = 0;
    work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += u[i][j] * (1 + (i * 3 + j * 5) % 7);
    printf("%.17g\n", s);
    return 0;
}
