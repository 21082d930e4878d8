/* scalars set by a helper through pointers in the outer loops, read in the inner ones; not read after */
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
    double xi, wx, eta, wy, P[2][2][2];
#pragma bbmm
    for (i = 0; i < N; i++) {
        coord(i, 0.1, &xi, &wx);
        for (j = 0; j < N; j++) {
            coord(j, 0.2, &eta, &wy);
            for (k = 0; k < N; k++) {
                for (m = 0; m < 2; m++) {
                    P[m][0][0] = xi * m + eta * wx - k * wy;
                    P[m][0][1] = xi - m;
                    P[m][1][0] = wy + m * k;
                    P[m][1][1] = eta;
                }
                u[i][j][k] = P[0][0][1] + P[1][1][0] * P[1][0][0] - P[0][1][1];
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
