/* ilogb of a NaN: glibc's FP_ILOGBNAN is INT_MIN on x86-64, OpenCL's INT_MAX: the kernels give
 * glibc's value now (round 4 of the hand-written programs) */
#include <stdio.h>
#include <math.h>
#define N 4
static double A[N];
static int IL[N];
int main(void)
{
    int i, n = N;
    double z = 0.0;
    A[0] = 1.0; A[1] = z / z; A[2] = 0.0; A[3] = -z / z;
#pragma bbmm
    for (i = 0; i < n; i++) IL[i] = ilogb(A[i]);
    for (i = 0; i < N; i++) printf("%d\n", IL[i]);
    return 0;
}
