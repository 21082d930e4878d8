/* scalars of the outer loops computed by scalar helper functions (return values), a scratch filled by a helper */
#include <stdio.h>
#define N 10
static double u[N][N][N];
static double coord(int i, double h) { return h * i * (1.0 - 0.01 * i); }
static double weight(double x, int m)
{
    double r = 1.0;
    int q;
    for (q = 0; q < m; q++)
        r = r * x + 0.5;
    return r;
}
static void fill(double x, double y, double d[4])
{
    int m;
    for (m = 0; m < 4; m++)
        d[m] = weight(x, m) - weight(y, 3 - m);
}
static void work(void)
{
    int i, j, k;
    double xi, eta, P[4];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = coord(i, 0.1);
        for (j = 0; j < N; j++) {
            eta = coord(j, 0.2) + xi;
            for (k = 0; k < N; k++) {
                fill(xi, eta - k * 0.05, P);
                u[i][j][k] = P[0] * P[3] - P[1] + P[2] * 0.5;
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
