/* rows read backwards through a leading dimension, as a scientist writes them: x[nc * i + nc - 1 - j], x[m * i + m - j - 1] and x[(i + 1) * nc - 1 - j] with array(x[m][nc]) and 0 <= j < nc are elements [i][nc - 1 - j]; they were split as [i + 1][-1 - j] and refused ("its column index may leave its row"); now the row's extent goes to the column, and each region is a kernel over i (bbmm-gen f-leading-dim, seed 7820) */
// expect-explain: i +line [0-9]+ +kernel band dimension 0, parallel
#include <stdio.h>

static double X[40], Y[40], Z[40];

static void rev(double *x, int m, int nc)
{
    int i, j;
#pragma bbmm array(x[m][nc])
    for (i = 0; i < m; i++)
        for (j = 0; j < nc; j++)
            x[nc * i + j] = 0.5 * x[nc * i + j] + 0.25 * x[nc * i + nc - 1 - j];
}

static void rev2(const double *x, double *y, int m)
{
    int i, j;
#pragma bbmm array(x[m][m], y[m][m])
    for (i = 0; i < m; i++)
        for (j = 0; j < m; j++)
            y[m * i + j] = x[m * i + m - j - 1] - 0.5 * x[(i + 1) * m - 1 - j];
}

int main(void)
{
    int i;
    for (i = 0; i < 40; i++) {
        X[i] = (double)(i % 7) / 8.0;
        Z[i] = (double)(i % 5) / 4.0;
    }
    rev(X, 5, 6);
    rev2(Z, Y, 6);
    for (i = 0; i < 40; i++)
        printf("%a %a\n", X[i], Y[i]);
    return 0;
}
