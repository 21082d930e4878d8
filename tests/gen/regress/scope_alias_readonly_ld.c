/* one array read as a[3][8] and as b[6][4] (two leading dimensions, one first element) by a region inside #pragma bbmm data(LA), after a region wrote it on the devices as a[3][8]; an automatic data scope around a loop of the same calls */
// expect-output: bbmm_data_begin\(bbmm_pp_context_later\(\), 1,
#include <stdio.h>
#define LSZ 32
static double LA[LSZ], LB[LSZ], Y[8];
static void upd(int m, int ld, double *a, double c)
{
    int i, j;
#pragma bbmm array(a[m][ld])
    for (i = 0; i < m; i++)
        for (j = 0; j < ld; j++)
            a[ld * i + j] = a[ld * i + j] * 0.75 + (double)(i - j) * c;
}
static void mix(int m, int ld, const double *a, int k, int ld2, const double *b, double *y)
{
    int i, j;
#pragma bbmm array(a[m][ld], b[k][ld2])
    for (i = 0; i < m; i++) {
        double s = 0.0;
        for (j = 0; j < ld2; j++)
            s += a[ld * i + j] * b[ld2 * (i + 1) + j];
        y[i] = 0.5 * y[i] + s;
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < LSZ; i++) {
        LA[i] = (double)(i % 7) / 8.0;
        LB[i] = (double)(i % 5) / 8.0;
    }
    for (i = 0; i < 8; i++)
        Y[i] = 0.0;
#pragma bbmm data(LA)
    for (t = 0; t < 3; t++) {
        upd(3, 8, LA, 0.125);
        mix(3, 8, LA, 6, 4, LA, Y);
    }
    for (t = 0; t < 3; t++) {
        upd(4, 8, LB, 0.0625);
        mix(4, 8, LB, 8, 4, LB, Y);
    }
    for (i = 0; i < LSZ; i++)
        printf("%a %a %a\n", LA[i], LB[i], Y[i % 8]);
    return 0;
}
