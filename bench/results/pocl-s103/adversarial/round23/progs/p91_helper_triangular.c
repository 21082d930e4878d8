/* (inlined helper) triangular and iterator-dependent loops */
#include <stdio.h>
#define N 11
static double u[N][N][N];
static void fill(double x, int k, double *d)
{
    int m;
    for (m = 0; m < 3; m++)
        d[m] = x * m + k * 0.5;
}
static void work(void)
{
    int i, j, k;
    double xi, eta, P[3];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 0; j <= i; j++) {
            eta = xi + j;
            for (k = j; k < N; k++) {
                fill(eta, k, P);
                u[i][j][k] = P[0] + P[1] * P[2];
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
