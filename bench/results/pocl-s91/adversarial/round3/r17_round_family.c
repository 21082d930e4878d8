/* rounding functions: round, rint, nearbyint, trunc, lround, lrint, remainder, fdim */
#include <stdio.h>
#include <math.h>
static double A[20], R[6][20];
static long L[20];
int main(void)
{
    int i, k;
    for (i = 0; i < 20; i++) A[i] = (i - 10) * 0.5 + (i % 3 == 0 ? 0.25 : 0.0);
#pragma bbmm
    for (i = 0; i < 20; i++) {
        R[0][i] = round(A[i]);
        R[1][i] = rint(A[i]);
        R[2][i] = trunc(A[i]);
        R[3][i] = remainder(A[i], 1.5);
        R[4][i] = fdim(A[i], 1.0);
        R[5][i] = nearbyint(A[i]);
    }
#pragma bbmm
    for (i = 0; i < 20; i++)
        L[i] = lround(A[i]);
    for (k = 0; k < 6; k++) for (i = 0; i < 20; i++) printf("%a\n", R[k][i]);
    for (i = 0; i < 20; i++) printf("%ld\n", L[i]);
    return 0;
}
