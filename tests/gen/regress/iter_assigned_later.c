/* NPB BT's exact_rhs: a variable declared outside the regions that a region both loops over and assigns ("for (j ...)", then "j = 1;"), which the code after the region reads only after assigning it again (the next region's "for (j = 1; ...)" inside its outer loop, "j = 1;" at the start of a block, a host loop), so its final value need not be kept; and "i = gp[0] - 3;", an integer array element the region never writes, read where the region starts, so that the subscripts using i stay affine */
// expect-output: kernel void bbmm_r0_n0
// expect-output: kernel void bbmm_r1_n0
#include <stdio.h>
#define N 12
static int gp[3] = {N, N, 5};
static double F[N][N][5], U[N][5];
int main(void)
{
    int i, j, k, m, s = 0;
    for (j = 0; j < N * N * 5; j++)
        F[j / (N * 5)][(j / 5) % N][j % 5] = (j % 7) - 0.25 * (j % 5);
    for (j = 0; j < N * 5; j++)
        U[j / 5][j % 5] = 0.5 * (j % 9);
#pragma bbmm
    for (k = 1; k < gp[1] - 1; k++) {
        for (m = 0; m < 5; m++) {
            for (j = 3; j <= gp[0] - 4; j++)
                F[j][k][m] = F[j][k][m] - 0.125 * (U[j - 2][m] - 4.0 * U[j][m] + U[j + 2][m]);
        }
        for (m = 0; m < 5; m++) {
            j = 1;
            F[j][k][m] = F[j][k][m] - 0.5 * U[j + 1][m];
            j = gp[0] - 3;
            F[j][k][m] = F[j][k][m] + 0.25 * U[j - 2][m];
            j = gp[0] - 2;
            F[j][k][m] = 2.0 * F[j][k][m] - U[j][m];
        }
    }
#pragma bbmm
    for (i = 1; i < gp[0] - 1; i++) {
        for (j = 1; j < gp[1] - 1; j++)
            for (m = 0; m < 5; m++)
                F[i][j][m] = F[i][j][m] * 0.5 + F[i][j - 1][m] * 0.0625;
    }
    {
        j = 2;
        s += j;
    }
    for (j = 0; j < N * N * 5; j++)
        printf("%a\n", F[j / (N * 5)][(j / 5) % N][j % 5]);
    printf("%d\n", s);
    return 0;
}
