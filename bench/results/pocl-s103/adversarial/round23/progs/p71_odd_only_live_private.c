/* eta written only in even j and read only there; read after the region: its last value is from the last even j */
#include <stdio.h>
#define N 10
static double u[N][N][N];
static void work(void)
{
    int i, j, k, m;
    double xi, eta = 42, P[3];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 0; j < N; j++) {
            if (j % 2 == 0) {
                eta = xi + 0.25 * j;
                for (k = 0; k < N; k++) {
                    for (m = 0; m < 3; m++)
                        P[m] = eta * m + k;
                    u[i][j][k] = P[0] + P[1] * P[2];
                }
            }
        }
    }
    printf("%.17g %.17g\n", xi, eta);
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
