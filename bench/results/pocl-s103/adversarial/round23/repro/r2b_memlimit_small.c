/* smaller form: a scalar of the outer loop and a 30-element scratch per (i, j, k); under BBMM_DEVICE_MEM_LIMIT=64K
   the expanded nest (kernel band: i only) needs a whole j-k plane of the expansion per tile */
#include <stdio.h>
#define N 18
static double u[N][N][N];
int main(void)
{
    int i, j, k, m;
    double xi, P[30], s = 0;
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++) {
                for (m = 0; m < 30; m++)
                    P[m] = xi * m + j - k;
                u[i][j][k] = P[3] * P[29] - P[17];
            }
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g\n", s);
    return 0;
}
