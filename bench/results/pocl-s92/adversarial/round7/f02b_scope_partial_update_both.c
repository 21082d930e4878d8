/* (update host of both) data scope: host fills a kept array whole (update device), then a region overwrites only its interior */
#include <stdio.h>
#define N 30
static double A[N], B[N];
int main(void)
{
    int i, t, n;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = -i; }
#pragma bbmm data(A, B)
    for (t = 0; t < 4; t++) {
        n = 10 + 5 * t;
#pragma bbmm
        for (i = 2; i < n - 2; i++)
            B[i] = A[i] * 2.0 + t;
#pragma bbmm update host(A, B)
        for (i = 0; i < N; i++)
            A[i] = B[i] + 0.5 * t;
#pragma bbmm update device(A)
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
