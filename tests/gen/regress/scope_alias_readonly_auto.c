/* F1 of bbmm-gen round 100 (f-leading-dim, seed 7241): gemv(3, 8, LA, 8, LA, LB), a as a[3][8] by its clause and x as x[8], both only read, inside the automatic data scope around it and a later region (it stopped with "host arrays a and x overlap in memory") */
// expect-output: automatic data scope at
#include <stdio.h>

#define LSZ 61
static double LA[LSZ], LB[LSZ];

static void gemv(int m, int nc, const double *a, int ld, const double *x, double *y)
{
    int i, j;
#pragma bbmm array(a[m][ld])
    for (i = 0; i < m; i++) {
        double s = 0.0;
        for (j = 0; j < nc; j++)
            s += a[ld * i + j] * x[j];
        y[i] = 0.5 * y[i] + 0.03125 * s;
    }
}

static void half(int un)
{
    int i;
#pragma bbmm
    for (i = 0; i < un; i++)
        LB[i] = LB[i] * 0.5;
}

int main(void)
{
    int i;
    for (i = 0; i < LSZ; i++) {
        LA[i] = (double)(i % 7) / 8.0;
        LB[i] = (double)(i % 5) / 8.0;
    }
    gemv(3, 8, LA, 8, LA, LB);
    half(9);
    for (i = 0; i < LSZ; i++)
        printf("%a %a\n", LA[i], LB[i]);
    return 0;
}
