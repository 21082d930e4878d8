/* host writes through an alias between regions, with update host/device */
#include <stdio.h>
#define N 60
static double A[N], B[N];
int main(void)
{
    int i, t;
    double *p = A + 10;
    for (i = 0; i < N; i++) { A[i] = (double)(i % 4); B[i] = 0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 5; t++) {
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            B[i] = A[i - 1] - A[i + 1] + B[i] * 0.5;
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] + 0.25 * B[i];
#pragma bbmm update host(A)
        p[t] = p[t] * 2.0 + 1.0;
        p[20] = -p[20];
#pragma bbmm update device(A)
    }
    for (i = 0; i < N; i += 3) printf("%a %a\n", A[i], B[i]);
    return 0;
}
