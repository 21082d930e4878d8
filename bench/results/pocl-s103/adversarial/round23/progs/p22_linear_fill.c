/* scratch zeroed element by element, then a helper fills a whole plane through a pointer to its first element
   (d[t], t < 15: the Fortran-style flat fill), then read by [a][b][c] */
#include <stdio.h>
#define N 8
static double u[N][N][N];
static void plane(double x, double *d)
{
    int t;
    for (t = 0; t < 15; t++)
        d[t] = x + t;
}
static void work(void)
{
    int i, j, k, a, b, c;
    double xi, eta, P[2][3][5];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 0; j < N; j++) {
            eta = xi + 0.25 * j;
            for (k = 0; k < N; k++) {
                for (a = 0; a < 2; a++)
                    for (b = 0; b < 3; b++)
                        for (c = 0; c < 5; c++)
                            P[a][b][c] = 0.0;
                plane(eta + k, &P[1][0][0]);
                u[i][j][k] = P[1][0][1] + P[1][1][2] * 3 + P[1][2][4] * 7 + P[0][2][2];
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
