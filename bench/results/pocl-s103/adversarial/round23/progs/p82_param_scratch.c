/* the scratch is the caller's buffer passed as a parameter (double P[2][5]); the caller reads it afterwards */
#include <stdio.h>
#define N 10
static double u[N][N];
static void work(double P[2][5], double h)
{
    int i, j, m;
    double xi;
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = h * i;
        for (j = 0; j < N; j++) {
            for (m = 0; m < 5; m++) {
                P[0][m] = xi * m + j;
                P[1][m] = xi - m * j;
            }
            u[i][j] = P[0][1] * P[1][4] - P[0][3] + P[1][0];
        }
    }
}
int main(void)
{
    int i, j, m;
    double s = 0, buf[2][5];
    work(buf, 0.25);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += u[i][j] * (1 + (i * 3 + j * 5) % 7);
    for (m = 0; m < 5; m++)
        s += buf[0][m] * 3 + buf[1][m];
    printf("%.17g\n", s);
    return 0;
}
