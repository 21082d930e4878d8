/* an array's address hidden in a union with an integer, written between regions */
#include <stdio.h>
#include <stdint.h>
#define N 14
static double A[N], B[N];
union pu { double *p; uintptr_t u; };
int main(void)
{
    int i, t;
    union pu x;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 2; }
    x.p = A;
    x.u += 2 * sizeof(double);
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] * B[i];
        x.p[t] = 1.0;
#pragma bbmm
        for (i = 0; i < N; i++)
            B[i] = A[i] - B[i];
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
