/* helper calling a helper, both reading the carried scalars, writing a 2-D scratch; scalars read after by a later call */
#include <stdio.h>
#define N 9
static double u[N][N][N];
static double g(double x, int m) { return x * x * 0.5 + m; }
static void h(double x, double y, double q[3])
{
    int m;
    for (m = 0; m < 3; m++)
        q[m] = g(x, m) - g(y, 2 - m);
}
static void fill(double x, double y, double p[2][3])
{
    h(x, y, p[0]);
    h(y, x, p[1]);
}
static double work(void)
{
    int i, j, k;
    double xi, eta, P[2][3];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.1 * i;
        for (j = 0; j < N; j++) {
            eta = 0.2 * j + xi;
            for (k = 0; k < N; k++) {
                fill(xi + k, eta, P);
                u[i][j][k] = P[0][0] * P[1][2] - P[0][1] + P[1][1];
            }
        }
    }
    return g(xi, 1) + g(eta, 2);
}
int main(void)
{
    int i, j, k;
    double s = 0, r;
    r = work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g %.17g\n", s, r);
    return 0;
}
