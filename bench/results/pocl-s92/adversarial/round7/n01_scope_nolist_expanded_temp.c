/* #pragma bbmm data (no list) around a time loop; a per-iteration temp the host reads after each region (expanded scalar) */
#include <stdio.h>
#define N 24
static double A[N], B[N];
int main(void)
{
    int t, i, n = 20;
    double tmp = -1.0;
    for (i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = 0; }
#pragma bbmm data
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 0; i < n - t; i++) {
            tmp = A[i] * 2.0 + t;
            B[i] = B[i] + tmp;
        }
        printf("t=%d tmp=%a\n", t, tmp);
#pragma bbmm
        for (i = 0; i < n; i++)
            A[i] = A[i] + 0.25;
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
