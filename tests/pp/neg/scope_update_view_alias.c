// expect: 25:1: error: update device(p): 'p' points into 'A' (line 22), and an update of a pointer reaches only the array holding its first byte: name the array, 'update device(A)'
/* update device(p) with p a pointer into the kept array A: the update must name A */
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
