/* negative and iterator-dependent lower bounds (centred stencils), scalars read after the region */
#include <stdio.h>
#define H 5
#define N (2 * H + 1)
static double u[N][N][N];
static double work(int h)
{
    int i, j, k, m;
    double xi = 9, eta = 8, P[3];
#pragma bbmm
    for (i = -h; i <= h; i++) {
        xi = 0.5 * i + 0.125;
        for (j = -h + (i > 0 ? i : -i) / 2; j <= h - 1; j++) {
            eta = xi * j - 1;
            for (k = -h; k <= h; k++) {
                for (m = 0; m < 3; m++)
                    P[m] = eta * m + k;
                u[i + H][j + H][k + H] += P[0] + P[1] * P[2];
            }
        }
    }
    return 1000 * xi + eta;
}
int main(void)
{
    int i, j, k;
    double s = 0, r0, r1, r2;
    r0 = work(H);
    r1 = work(2);
    r2 = work(0);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g %.17g %.17g %.17g\n", s, r0, r1, r2);
    return 0;
}
