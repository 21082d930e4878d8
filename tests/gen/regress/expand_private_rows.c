/* NPB MG's rprj3: rows x1[] and y1[] (OpenMP-private scratch) filled and read within each (j3, j2), with the scalars x2 and y2 between; the arrays are expanded over (j3, j2) and no loop runs on the host (isl's scheduler, the arrays shared, kept two host loops around three of the five statements: a launch per (j3, j2)) */
// expect-explain: expanded into bbmm_x_x1: only its accesses keep loops serial
// expect-explain: j3 +line [0-9]+ +kernel band dimension 0, parallel
// expect-explain: j2 +line [0-9]+ +kernel band dimension 1, parallel
#include <stdio.h>
#define M 20
static double r[M][M][M], s[M][M][M];
static void rprj3(int m1j, int m2j, int m3j, int d1, int d2, int d3)
{
    double x1[M], y1[M], x2, y2;
    int j1, j2, j3, i1, i2, i3;
#pragma bbmm
    for (j3 = 1; j3 < m3j - 1; j3++) {
        i3 = 2 * j3 - d3;
        for (j2 = 1; j2 < m2j - 1; j2++) {
            i2 = 2 * j2 - d2;
            for (j1 = 1; j1 < m1j; j1++) {
                i1 = 2 * j1 - d1;
                x1[i1] = r[i3 + 1][i2][i1] + r[i3 + 1][i2 + 2][i1] + r[i3][i2 + 1][i1] + r[i3 + 2][i2 + 1][i1];
                y1[i1] = r[i3][i2][i1] + r[i3 + 2][i2][i1] + r[i3][i2 + 2][i1] + r[i3 + 2][i2 + 2][i1];
            }
            for (j1 = 1; j1 < m1j - 1; j1++) {
                i1 = 2 * j1 - d1;
                y2 = r[i3][i2][i1 + 1] + r[i3 + 2][i2][i1 + 1] + r[i3][i2 + 2][i1 + 1] + r[i3 + 2][i2 + 2][i1 + 1];
                x2 = r[i3 + 1][i2][i1 + 1] + r[i3 + 1][i2 + 2][i1 + 1] + r[i3][i2 + 1][i1 + 1] + r[i3 + 2][i2 + 1][i1 + 1];
                s[j3][j2][j1] = 0.5 * r[i3 + 1][i2 + 1][i1 + 1] +
                                0.25 * (r[i3 + 1][i2 + 1][i1] + r[i3 + 1][i2 + 1][i1 + 2] + x2) +
                                0.125 * (x1[i1] + x1[i1 + 2] + y2) + 0.0625 * (y1[i1] + y1[i1 + 2]);
            }
        }
    }
}
int main(void)
{
    int i, j, k;
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++)
            for (k = 0; k < M; k++)
                r[i][j][k] = (double)((i * 7 + j * 5 + k * 3) % 23) / 8.0;
    rprj3(9, 9, 9, 1, 1, 1);
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++)
            for (k = 0; k < M; k++)
                printf("%a\n", s[i][j][k]);
    return 0;
}
