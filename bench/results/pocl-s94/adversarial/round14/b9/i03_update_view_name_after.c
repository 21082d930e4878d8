/* explicit data(A): p = A + 3 made after update host(A); region; update host(p) then read p[0] and A[0] (update named by the view only) */
#include <stdio.h>
#define N 16
static double A[N];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] * 0.5 + 1.0;
}
int main(void)
{
    int i, t;
    double s = 0.0;
    for (i = 0; i < N; i++) A[i] = i;
#pragma bbmm data(A)
    for (t = 0; t < 3; t++) {
#pragma bbmm update host(A)
        double *p = A + 3;
        step(N);
#pragma bbmm update host(p)
        s += p[0] + A[0];
    }
    printf("%a\n", s);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
