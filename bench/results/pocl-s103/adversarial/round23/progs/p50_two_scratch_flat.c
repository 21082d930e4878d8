/* several scratch arrays (2-D and 3-D) over three loops, both flattened, one helper filling both */
#include <stdio.h>
#define N 8
static double u[N][N][N][2];
static void fill(double x, double y, double a[3][4], double b[2][2][2])
{
    int p, q, r;
    for (p = 0; p < 3; p++)
        for (q = 0; q < 4; q++)
            a[p][q] = x * p - y * q;
    for (p = 0; p < 2; p++)
        for (q = 0; q < 2; q++)
            for (r = 0; r < 2; r++)
                b[p][q][r] = a[p + 1][q + r] + x;
}
static void work(void)
{
    int i, j, k;
    double xi, eta, zeta, A[3][4], B[2][2][2];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 0; j < N; j++) {
            eta = xi + 0.25 * j;
            for (k = 0; k < N; k++) {
                zeta = eta * k;
                fill(zeta, xi, A, B);
                u[i][j][k][0] = A[2][3] * B[1][1][1] - A[0][1];
                u[i][j][k][1] = B[0][1][0] + A[1][2] * B[1][0][1];
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
                s += (u[i][j][k][0] + 2 * u[i][j][k][1]) * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g\n", s);
    return 0;
}
