/* explicit data(A) scope: A passed to a helper that writes one element through its parameter, followed by update device(A) */
#include <stdio.h>
#define N 16
static double A[N];
static void poke(double *x, int k, double v) { x[k] = v; }
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) A[i] = i;
#pragma bbmm data(A)
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] * 0.5 + 1.0;
#pragma bbmm update host(A)
        poke(A, t, -5.0);
#pragma bbmm update device(A)
    }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
