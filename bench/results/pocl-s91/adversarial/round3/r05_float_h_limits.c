/* <float.h> and <limits.h> macros in a region: DBL_EPSILON, DBL_MAX, FLT_MIN, INT_MAX, HUGE_VAL */
#include <stdio.h>
#include <float.h>
#include <limits.h>
#include <math.h>
static double A[16], B[16], C[16];
static int I[16];
int main(void)
{
    int i;
    for (i = 0; i < 16; i++) A[i] = 1.0 + i * 1e-17;
#pragma bbmm
    for (i = 0; i < 16; i++) {
        B[i] = fabs(A[i] - 1.0) < DBL_EPSILON ? 0.0 : DBL_MAX;
        C[i] = A[i] * FLT_MIN;
        I[i] = INT_MAX - i;
    }
    for (i = 0; i < 16; i++) printf("%a %a %d\n", B[i], C[i], I[i]);
    return 0;
}
