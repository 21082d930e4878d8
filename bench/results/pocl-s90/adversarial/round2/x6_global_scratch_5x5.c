/* LU-style tmat[5][5] scratch filled and read back per (j, i) of a wavefront (blts-like) */
#include <stdio.h>
#define N 9
static double v[N][N][5], d[N][N][5][5], tmat[5][5];
static void blts(int n)
{
    int i, j, m, l;
    double tmp;
#pragma bbmm
    for (j = 1; j < n; j++)
        for (i = 1; i < n; i++) {
            for (m = 0; m < 5; m++)
                v[j][i][m] = v[j][i][m] - 0.1 * (v[j - 1][i][m] + v[j][i - 1][m]);
            for (m = 0; m < 5; m++)
                for (l = 0; l < 5; l++)
                    tmat[m][l] = d[j][i][m][l];
            for (m = 0; m < 5; m++) {
                tmp = 1.0 / tmat[m][m];
                v[j][i][m] = v[j][i][m] * tmp + tmat[m][(m + 1) % 5] * 0.01;
            }
        }
}
int main(void)
{
    int i, j, m, l, n;
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) for (m = 0; m < 5; m++) { v[j][i][m] = (j + i + m) % 4; for (l = 0; l < 5; l++) d[j][i][m][l] = (m == l) ? 2.0 + m : 0.125 * ((i + l) % 3); }
    for (n = 1; n <= N; n += 4) blts(n);
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) for (m = 0; m < 5; m++) printf("%a\n", v[j][i][m]);
    for (m = 0; m < 5; m++) for (l = 0; l < 5; l++) printf("%a\n", tmat[m][l]);
    return 0;
}
