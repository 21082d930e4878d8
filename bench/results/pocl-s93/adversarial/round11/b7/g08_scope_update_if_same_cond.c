/* explicit scope: update host(A) and the host read under the same if (t % 2 == 1) */
#include <stdio.h>
#define N 16
static double A[N], B[N];
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 6; t++) {
#pragma bbmm
        for (i = 1; i < N; i++)
            B[i] = A[i] - A[i - 1] * 0.5;
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = B[i] + 1.0;
        if (t % 2 == 1) {
#pragma bbmm update host(A)
            printf("%d %a\n", t, A[N - 1]);
        }
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
