/* bbmm-pp refuses a subscript that stays in its row: x[i * nc + nc - 1 - j]
 * with array(x[m][nc]) and 0 <= j < nc is element [i][nc - 1 - j], but the
 * tool splits it as [i + 1][-1 - j] and reports that the column may leave
 * its row.  (bbmm-gen f-leading-dim, seed 7820 before minimizing.)  With a
 * leading dimension spelled differently from the column bound
 * (array(x[m][ld]), x[i * ld + nc - 1 - j]) it is accepted. */
#include <stdio.h>

static double X[40];

static void rev(double *x, int m, int nc)
{
    int i, j;
#pragma bbmm array(x[m][nc])
    for (i = 0; i < m; i++)
        for (j = 0; j < nc; j++)
            x[nc * i + j] = 0.5 * x[nc * i + j] + 0.25 * x[nc * i + nc - 1 - j];
}

int main(void)
{
    int i;
    for (i = 0; i < 40; i++)
        X[i] = (double)(i % 7) / 8.0;
    rev(X, 5, 6);
    for (i = 0; i < 40; i++)
        printf("%a\n", X[i]);
    return 0;
}
