/* nolist scope, static A: the region keeps the view A + 6; host writes A[7] through p = A + 4 after update host(A) and calls update device(p) (the view p starts before the kept bytes) */
#include <stdio.h>
#define N 16
static double A[N];
static void step(int m, double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < m; i++)
        x[i] = x[i] * 0.5 + 1.0;
}
int main(void)
{
    int i, t;
    double s = 0.0;
    for (i = 0; i < N; i++) A[i] = i;
#pragma bbmm data
    for (t = 0; t < 3; t++) {
        step(N - 6, A + 6);
#pragma bbmm update host(A)
        double *p = A + 4;
        s += A[7];
        p[3] = 100.0 + t;
#pragma bbmm update device(p)
    }
    printf("%a\n", s);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
