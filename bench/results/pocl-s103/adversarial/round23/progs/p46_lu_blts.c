/* NPB LU blts-style: tmat[5][5] and tv[5] scratch per (i, j), scalars tmp/tmp1 assigned then read, lower-triangular sweep */
#include <stdio.h>
#define N 8
static double v[N][N][N][5], d[N][N][5][5], a[N][N][5][5];
static void blts(int k, double omega)
{
    int i, j, m, l;
    double tmp, tmp1, tmat[5][5], tv[5];
#pragma bbmm
    for (i = 1; i < N - 1; i++)
        for (j = 1; j < N - 1; j++) {
            for (m = 0; m < 5; m++) {
                tv[m] = v[i][j][k][m];
                for (l = 0; l < 5; l++)
                    tv[m] = tv[m] - omega * a[i][j][m][l] * v[i - 1][j][k][l] * 0.1;
            }
            for (m = 0; m < 5; m++)
                for (l = 0; l < 5; l++)
                    tmat[m][l] = d[i][j][m][l];
            tmp1 = 1.0 / tmat[0][0];
            tmp = tmp1 * tmat[1][0];
            for (l = 1; l < 5; l++)
                tmat[1][l] = tmat[1][l] - tmp * tmat[0][l];
            tv[1] = tv[1] - tv[0] * tmp;
            tmp = tmp1 * tmat[2][0];
            for (l = 1; l < 5; l++)
                tmat[2][l] = tmat[2][l] - tmp * tmat[0][l];
            tv[2] = tv[2] - tv[0] * tmp;
            v[i][j][k][4] = tv[4] / tmat[4][4];
            v[i][j][k][3] = tv[3] - tmat[3][4] * v[i][j][k][4];
            v[i][j][k][2] = (tv[2] - tmat[2][3] * v[i][j][k][3] - tmat[2][4] * v[i][j][k][4]) / tmat[2][2];
            v[i][j][k][1] = (tv[1] - tmat[1][2] * v[i][j][k][2]) / tmat[1][1];
            v[i][j][k][0] = (tv[0] - tmat[0][1] * v[i][j][k][1]) / tmat[0][0];
        }
}
int main(void)
{
    int i, j, k, m, l;
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            for (k = 0; k < N; k++)
                for (m = 0; m < 5; m++)
                    v[i][j][k][m] = ((i * 37 + j * 11 + k * 5 + m) % 17) / 17.0;
            for (m = 0; m < 5; m++)
                for (l = 0; l < 5; l++) {
                    d[i][j][m][l] = (m == l ? 4.0 : 0.1 * ((m + l + i) % 3));
                    a[i][j][m][l] = 0.01 * ((m * 5 + l + j) % 7);
                }
        }
    for (k = 1; k < N - 1; k++)
        blts(k, 1.2);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                for (m = 0; m < 5; m++)
                    s += v[i][j][k][m] * (1 + (i * 3 + j * 5 + k + m) % 7);
    printf("%.17g\n", s);
    return 0;
}
