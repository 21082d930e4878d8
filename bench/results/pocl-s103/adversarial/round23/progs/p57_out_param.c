/* scalars set by a helper through pointers (out-parameters) in the outer loops, read in the inner ones */
#include <stdio.h>
#define N 10
static double u[N][N][N];
static void coord(int i, double h, double *x, double *w)
{
    *x = i * h;
    *w = 1.0 - *x * 0.5;
}
static void work(void)
{
    int i, j, k, m;
    double xi, wx, eta, wy, P[3];
#pragma bbmm
    for (i = 0; i < N; i++) {
        coord(i, 0.1, &xi, &wx);
        for (j = 0; j < N; j++) {
            coord(j, 0.2, &eta, &wy);
            for (k = 0; k < N; k++) {
                for (m = 0; m < 3; m++)
                    P[m] = xi * m + eta * wx - k * wy;
                u[i][j][k] = P[0] + P[1] * P[2];
            }
        }
    }
    printf("%.17g %.17g %.17g %.17g\n", xi, wx, eta, wy);
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
