/* HUGE_VAL used as an initial minimum inside the region */
#include <stdio.h>
#include <math.h>
static double A[8][8], M[8];
int main(void)
{
    int i, j;
    for (i = 0; i < 8; i++) for (j = 0; j < 8; j++) A[i][j] = (i * 5 + j * 3) % 7 - 2.5;
#pragma bbmm
    for (i = 0; i < 8; i++) {
        M[i] = HUGE_VAL;
        for (j = 0; j < 8; j++)
            M[i] = fmin(M[i], A[i][j]);
    }
    for (i = 0; i < 8; i++) printf("%a\n", M[i]);
    return 0;
}
