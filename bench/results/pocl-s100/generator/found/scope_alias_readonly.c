/* A call passing one array for two read-only pointer parameters (gemv with
 * x pointing into the matrix: gemv(3, 8, LA, 8, LA, LB)) inside the
 * automatic data scope bbmm-pp makes around it and a later region stops
 * the program: "bbmm: arrays: host arrays overlap: host arrays a and x
 * overlap in memory; distinct array names must not alias" (exit status
 * 1).  Plain C prints the results; without the second region (no scope)
 * the bbmm build matches (no message).  a's extent comes from the
 * clause (3 x 8), x's from its subscripts (8): two registrations of LA
 * of different sizes.
 * (bbmm-gen f-leading-dim, seed 7241, minimized.) */
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
