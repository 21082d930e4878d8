/* helper reads some elements of the scratch before writing them */
#include <stdio.h>
#define N 9
static double u[N][N][N];
static void upd(double x, double *d)
{
    d[0] = d[0] * 0.5 + x;
    d[1] = d[0] + x * 2;
    d[2] = d[2] + d[1];
}
static void work(void)
{
    int i, j, k;
    double xi, eta, P[3];
    P[0] = 1; P[1] = 2; P[2] = 3;
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 0; j < N; j++) {
            eta = 0.25 * j + xi;
            for (k = 0; k < N; k++) {
                upd(eta + k, P);
                u[i][j][k] = P[0] + P[1] - P[2] * 0.001;
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
