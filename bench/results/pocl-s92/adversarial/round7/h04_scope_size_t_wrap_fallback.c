/* explicit data scope: a size_t region with j < n - 1 (wraps at n = 0: host as written) between device runs */
#include <stdio.h>
#include <stddef.h>
#define N 24
static double A[N], B[N];
int main(void)
{
    size_t j, t, n;
    for (j = 0; j < N; j++) { A[j] = (double)(j % 7); B[j] = 0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 7; t++) {
        n = (t % 3 == 0) ? 0 : 5 + 3 * t;
#pragma bbmm
        for (j = 0; j < n - 1 && j < N - 1; j++)
            B[j] = A[j] + A[j + 1] * 0.5 + t;
#pragma bbmm
        for (j = 1; j < N - 1; j++)
            A[j] = B[j - 1] * 0.5 + B[j];
    }
    for (j = 0; j < N; j++) printf("%a %a\n", A[j], B[j]);
    return 0;
}
