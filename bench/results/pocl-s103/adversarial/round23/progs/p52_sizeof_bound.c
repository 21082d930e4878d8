/* the scratch array's extent taken with sizeof in loop bounds inside the region (NELEM idiom) */
#include <stdio.h>
#define NELEM(a) ((int)(sizeof(a) / sizeof((a)[0])))
#define N 9
static double u[N][N][N];
static void work(void)
{
    int i, j, k, a, b, m;
    double xi, eta, P[2][3][4];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 0; j < N; j++) {
            eta = xi + 0.25 * j;
            for (k = 0; k < N; k++) {
                for (a = 0; a < NELEM(P); a++)
                    for (b = 0; b < NELEM(P[0]); b++)
                        for (m = 0; m < NELEM(P[0][0]); m++)
                            P[a][b][m] = xi * a + eta * b - k * m;
                u[i][j][k] = P[1][2][3] * P[0][1][1] - P[1][1][0] + (double)sizeof(P) / 8;
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
