/* scalars used in a loop bound and in a subscript */
#include <stdio.h>
#define N 10
static double u[N][N][N];
static void work(void)
{
    int i, j, k, m, nm, ix;
    double xi, P[2][6];
#pragma bbmm
    for (i = 0; i < N; i++) {
        nm = i % 3 + 3;
        ix = i % 2;
        xi = 0.1 * i;
        for (j = 0; j < N; j++) {
            for (k = 0; k < N; k++) {
                for (m = 0; m < 6; m++) {
                    P[0][m] = xi + m;
                    P[1][m] = xi * m + j - k;
                }
                u[i][j][k] = 0;
                for (m = 0; m < nm; m++)
                    u[i][j][k] += P[ix][m];
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
