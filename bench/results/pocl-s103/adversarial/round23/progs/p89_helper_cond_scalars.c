/* (inlined helper: the new path) xi assigned in both branches of i % 2, eta in both branches of an affine j test */
#include <stdio.h>
#define N 10
static double u[N][N][N];
static void fill(double x, double y, int k, double *d)
{
    int m;
    for (m = 0; m < 4; m++)
        d[m] = x * m - y + k;
}
static void work(void)
{
    int i, j, k;
    double xi, eta, P[4];
#pragma bbmm
    for (i = 0; i < N; i++) {
        if (i % 2)
            xi = 0.5 * i;
        else
            xi = 1.0 / (i + 1);
        for (j = 0; j < N; j++) {
            if (j < i)
                eta = xi * j;
            else
                eta = xi - j;
            for (k = 0; k < N; k++) {
                fill(xi, eta, k, P);
                u[i][j][k] = P[0] * P[3] + P[1] - P[2];
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
