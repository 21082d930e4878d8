/* region on a local pointer p = A (a global array); host writes A by name between regions */
#include <stdio.h>
#define N 24
static double A[N], B[N];
int main(void)
{
    double *p = A, *q = B;
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
    for (t = 0; t < 4; t++) {
#pragma bbmm array(p[N], q[N])
        for (i = 1; i < N - 1; i++)
            q[i] = p[i] * 2.0 - p[i - 1];
        A[5] = -1.0 * t;
        B[6] += 1.0;
#pragma bbmm array(p[N], q[N])
        for (i = 1; i < N - 1; i++)
            p[i] = q[i] * 0.5;
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
