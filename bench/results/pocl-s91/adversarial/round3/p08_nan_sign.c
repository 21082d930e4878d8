/* NaN signs and signed zeros: sqrt of negatives, 0/0, inf-inf, fmin/fmax with -0.0, copysign */
#include <stdio.h>
#include <math.h>
#define N 12
static double A[N], B[N], R[6][N];
int main(void)
{
    int i, k;
    double z = 0.0, big = 1e308;
    for (i = 0; i < N; i++) { A[i] = (i % 4) - 2.0; B[i] = (i % 3) - 1.0; }
    A[3] = -0.0; B[4] = -0.0; A[5] = big * 10.0;
#pragma bbmm
    for (i = 0; i < N; i++) {
        R[0][i] = sqrt(A[i]);
        R[1][i] = A[i] * z / (B[i] * z);
        R[2][i] = A[i] * big * 10.0 - B[i] * big * 10.0;
        R[3][i] = fmin(A[i] * z, B[i] * z);
        R[4][i] = fmax(-A[i] * z, B[i] * -z);
        R[5][i] = copysign(sqrt(A[i]), B[i]);
    }
    for (k = 0; k < 6; k++) for (i = 0; i < N; i++) printf("%d %d %a\n", k, i, R[k][i]);
    return 0;
}
