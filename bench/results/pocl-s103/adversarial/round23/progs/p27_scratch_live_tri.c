/* scratch (1-D) read after the region; triangular loops: the last (i, j) runs no write */
#include <stdio.h>
#define N 10
static double u[N][N][N];
static void work(int n)
{
    int i, j, k, m;
    double xi, P[3];
    P[0] = P[1] = P[2] = 7;
#pragma bbmm
    for (i = 0; i < n; i++) {
        xi = 0.5 * i + 1;
        for (j = 0; j < n - i - 1; j++) {
            for (m = 0; m < 3; m++)
                P[m] = xi * m + j;
            for (k = 0; k < n; k++)
                u[i][j][k] = P[0] + P[1] * k - P[2];
        }
    }
    printf("%.17g %.17g %.17g %.17g\n", P[0], P[1], P[2], xi);
}
int main(void)
{
    int i, j, k;
    double s = 0;
    work(N);
    work(1);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g\n", s);
    return 0;
}
