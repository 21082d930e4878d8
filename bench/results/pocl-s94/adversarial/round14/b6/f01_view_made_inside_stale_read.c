/* explicit data(A): a view p = A + 3 made inside the scope after update host(A), then a region runs, then the host reads p[0] with no new update (must be refused or correct) */
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
        step(N);
#pragma bbmm update host(A)
        double *p = A + 3;
        step(N);
        s += p[0];
    }
    printf("%a\n", s);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
