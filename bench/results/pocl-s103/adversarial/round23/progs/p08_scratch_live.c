/* 1-D scratch read after the region: must hold the last iteration's values */
#include <stdio.h>
#define N 13
static double b[N][N];
static void work(void)
{
    int i, j, m;
    double xi, P[6];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.3 * i;
        for (j = 0; j < N; j++) {
            for (m = 0; m < 6; m++)
                P[m] = xi * m + j;
            b[i][j] = P[1] * P[2] - P[5];
        }
    }
    for (m = 0; m < 6; m++)
        printf("%.17g ", P[m]);
    printf("%.17g\n", xi);
}
int main(void)
{
    int i, j;
    double s = 0;
    work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += b[i][j] * (1 + (i * 3 + j * 5) % 7);
    printf("%.17g\n", s);
    return 0;
}
