/* fmin and fmax of equal zeros of opposite sign, and of NaNs: glibc returns the first argument of
 * equals (fmin(-0.0, +0.0) is -0.0), PoCL's built-ins the second: the kernels call glibc's rule now
 * (round 4 of the hand-written programs: it differed on 1 device) */
#include <stdio.h>
#include <math.h>
#define N 4
static double A[N], B[N], R[2][N];
int main(void)
{
    int i, n = N;
    A[0] = -0.0; B[0] = 0.0; A[1] = 0.0; B[1] = -0.0; A[2] = 1.0; B[2] = 2.0; A[3] = -0.0; B[3] = -0.0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        R[0][i] = fmin(A[i], B[i]);
        R[1][i] = fmax(A[i], B[i]);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", R[0][i], R[1][i]);
    return 0;
}
