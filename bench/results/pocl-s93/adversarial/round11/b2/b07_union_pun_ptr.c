/* an array's address passes through a union (pointer and integer members) and is written through between regions */
#include <stdio.h>
#include <stdint.h>
#define N 24
static double A[N], B[N];
int main(void)
{
    union { double *p; uintptr_t u; } cv;
    int i, t;
    cv.p = A;
    double *q = (double *)(cv.u + 2 * sizeof(double));
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            B[i] = A[i] * 2.0 - A[i - 1];
        q[0] = t + 0.5;
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            A[i] = B[i] * 0.5;
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
