/* bounds from elements of a const table at a run-time index, and a host-changed bound array between calls */
#include <stdio.h>
#define N 32
static const int sizes[4] = {3, 17, 32, 0};
static int lim[2];
static double A[N], B[N];
int main(void)
{
    int i, k, t;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
    for (k = 0; k < 4; k++) {
#pragma bbmm
        for (i = 0; i < sizes[k]; i++)
            A[i] = A[i] * 0.5 + k;
    }
    for (t = 0; t < 4; t++) {
        lim[0] = 5 + 6 * t;
        lim[1] = t;
#pragma bbmm
        for (i = lim[1]; i < lim[0]; i++)
            B[i] += A[i] + t;
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
