/* (inlined helper) loops from parameters, counting down, non-zero lower bounds; called with several ranges */
#include <stdio.h>
#define N 12
static double u[N][N][N];
static void fill(double x, double y, int k, double d[2][3])
{
    int a, m;
    for (a = 0; a < 2; a++)
        for (m = 0; m < 3; m++)
            d[a][m] = x * (m + a) - y * k;
}
static void work(int lo, int hi, int klo)
{
    int i, j, k;
    double xi, eta, P[2][3];
#pragma bbmm
    for (i = hi - 1; i >= lo; i--) {
        xi = 0.5 * i + lo;
        for (j = lo + 1; j < hi; j++) {
            eta = xi * j - hi;
            for (k = N - 1; k >= klo; k--) {
                fill(xi, eta, k, P);
                u[i][j][k] += P[0][2] * P[1][1] - P[1][2] + P[0][0];
            }
        }
    }
}
int main(void)
{
    int i, j, k;
    double s = 0;
    work(0, N, 0);
    work(3, 9, 5);
    work(4, 5, 2);
    work(6, 6, 1);
    work(2, N, N - 1);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g\n", s);
    return 0;
}
