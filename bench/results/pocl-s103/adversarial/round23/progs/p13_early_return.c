/* helper with a loop and an early return depending on its argument */
#include <stdio.h>
#define N 10
static double u[N][N][N];
static void fill(int n, double x, double *d)
{
    int m;
    d[0] = x;
    if (n < 2)
        return;
    for (m = 1; m < 4; m++)
        d[m] = d[m - 1] * 0.5 + x * m;
}
static void work(void)
{
    int i, j, k;
    double xi, eta, P[4];
    P[0] = P[1] = P[2] = P[3] = 0.5;
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.1 * i;
        for (j = 0; j < N; j++) {
            eta = xi + j;
            for (k = 0; k < N; k++) {
                fill(k, eta + k, P);
                u[i][j][k] = P[0] + P[3] * 2 - P[2];
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
