/* One array passed for two pointer parameters that the region only reads
 * (gemv(3, 8, LA, 8, LA, LB): x points at the matrix's first element),
 * under an explicit data scope keeping it: the bbmm build stops with
 * "bbmm: arrays: host arrays overlap: host arrays a and x overlap in
 * memory; distinct array names must not alias" (exit status 1); plain C
 * prints the results.  With LA + 1 for x the region runs on the host as
 * written (tests/gen/regress/pointer_alias_readonly_scope.c). */
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

int main(void)
{
    int i;
    for (i = 0; i < LSZ; i++) {
        LA[i] = (double)(i % 7) / 8.0;
        LB[i] = (double)(i % 5) / 8.0;
    }
#pragma bbmm data(LA)
    gemv(3, 8, LA, 8, LA, LB);
    for (i = 0; i < LSZ; i++)
        printf("%a %a\n", LA[i], LB[i]);
    return 0;
}
