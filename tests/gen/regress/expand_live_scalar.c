/* a scalar declared outside the region, written before it is read in every iteration of the loops around it and read after the region (NPB SP's "fac1 = 1.0 / lhs[n+2][i][j][k];" in x_solve, its function reading fac1 again later): expanded, one copy per iteration, so that the loops stay parallel, and after the region the variable takes the copy of the last iteration that writes it, as C leaves it (before, it was promoted to one element of device memory and the loops ran serially, one single-work-item launch per iteration) */
// expect-output: kernel void bbmm_r0_n0
// expect-explain: fac1 takes the copy of iteration
// expect-explain: j +line [0-9]+ +kernel band dimension 0, parallel
#include <stdio.h>
#define N 14
static double lhs[6][N][N][N], rhs[3][N][N][N];
static int gp[3] = {N, N - 1, N - 2};
static double fac1, fac2;
static void xs(int i)
{
    int j, k, m, i1 = i + 1;
#pragma bbmm
    for (j = 1; j <= gp[1] - 2; j++)
        for (k = 1; k <= gp[2] - 2; k++) {
            fac1 = 1.0 / lhs[2][i][j][k];
            lhs[3][i][j][k] = fac1 * lhs[3][i][j][k];
            for (m = 0; m < 3; m++)
                rhs[m][i][j][k] = fac1 * rhs[m][i][j][k];
            if (k < N - 5)
                fac2 = 1. / lhs[2][i1][j][k];
            else
                fac2 = 0.5;
            for (m = 0; m < 3; m++)
                rhs[m][i1][j][k] = fac2 * rhs[m][i1][j][k];
        }
    printf("%a %a\n", fac1, fac2);
}
int main(void)
{
    int a, i, j, k;
    for (a = 0; a < 6; a++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                for (k = 0; k < N; k++)
                    lhs[a][i][j][k] = 1.0 + 0.01 * (a + i + j + k);
    for (a = 0; a < 3; a++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                for (k = 0; k < N; k++)
                    rhs[a][i][j][k] = 0.5 + 0.02 * (a - i + j * k);
    for (i = 0; i < N - 1; i += 3)
        xs(i);
    for (a = 0; a < 3; a++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                for (k = 0; k < N; k++)
                    printf("%a\n", rhs[a][i][j][k]);
    return 0;
}
