/* C99 style: scratch and scalars declared inside the loop bodies, beside outer ones */
#include <stdio.h>
#define N 10
static double u[N][N][N];
static void work(void)
{
    int i;
    double xi;
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (int j = 0; j < N; j++) {
            double eta = xi + j * 0.25;
            for (int k = 0; k < N; k++) {
                double P[2][2][3];
                for (int a = 0; a < 2; a++)
                    for (int b = 0; b < 2; b++)
                        for (int m = 0; m < 3; m++)
                            P[a][b][m] = xi * a + eta * b - k * m;
                u[i][j][k] = P[1][0][2] * P[0][1][1] - P[1][1][0];
            }
        }
    }
}
int main(void)
{
    int i, j, k;
    double s = 0;
    work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g\n", s);
    return 0;
}
