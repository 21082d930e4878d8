/* minimal: the scratch P[2][5] is zeroed, a helper then fills all 10 elements through &P[0][0]
   (d[t], t < 10, the flat fill), the region reads P[1][2] (= d[7]) */
#include <stdio.h>
#define N 4
static double u[N][N][N];
static void fill(double x, double *d)
{
    int t;
    for (t = 0; t < 10; t++)
        d[t] = x + t;
}
int main(void)
{
    int i, j, k, a, b;
    double P[2][5], s = 0;
#pragma bbmm
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++) {
                for (a = 0; a < 2; a++)
                    for (b = 0; b < 5; b++)
                        P[a][b] = 0.0;
                fill(i + 10 * j + 100 * k, &P[0][0]);
                u[i][j][k] = P[1][2];
            }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k];
    printf("%.17g\n", s);
    return 0;
}
