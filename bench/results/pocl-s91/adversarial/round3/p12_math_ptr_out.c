/* math functions with pointer out-parameters and integer results: modf, frexp, ldexp, ilogb */
#include <stdio.h>
#include <math.h>
#define N 16
static double A[N], IP[N], FP[N], M[N], L[N];
static int E[N];
int main(void)
{
    int i;
    for (i = 0; i < N; i++) A[i] = (i - 7) * 1.375 + 0.001 * i;
#pragma bbmm
    for (i = 0; i < N; i++) {
        double ip;
        int e;
        FP[i] = modf(A[i], &ip);
        IP[i] = ip;
        M[i] = frexp(A[i], &e);
        E[i] = e;
        L[i] = ldexp(A[i], i - 3);
    }
    for (i = 0; i < N; i++) printf("%a %a %a %d %a\n", FP[i], IP[i], M[i], E[i], L[i]);
    return 0;
}
