/* an int scalar read from data in the outer loop used as a subscript of a 3-D scratch in the inner ones */
#include <stdio.h>
#define N 9
static int idx[N];
static double u[N][N][N];
static void work(void)
{
    int i, j, k, m, ix, a;
    double xi, eta, P[2][3][4];
#pragma bbmm
    for (i = 0; i < N; i++) {
        ix = idx[i];
        xi = 0.5 * i;
        for (j = 0; j < N; j++) {
            eta = xi + j;
            for (k = 0; k < N; k++) {
                for (a = 0; a < 2; a++)
                    for (m = 0; m < 4; m++) {
                        P[a][0][m] = xi * m + a;
                        P[a][1][m] = eta * m - a;
                        P[a][2][m] = k + m * a;
                    }
                u[i][j][k] = P[ix][0][1] + P[1 - ix][2][3] * P[ix][1][2];
            }
        }
    }
}
int main(void)
{
    int i, j, k;
    double s = 0;
    for (i = 0; i < N; i++)
        idx[i] = (i * 5 + 1) % 3 == 0;
    work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g\n", s);
    return 0;
}
