/* explicit data(A): host writes A[1] after update host(A) but without update device; the next region only writes A[3..] (never reads A) */
#include <stdio.h>
#define N 12
static double A[N];
static void fill(int n, double v)
{
    int i;
#pragma bbmm
    for (i = 3; i < n; i++)
        A[i] = v * i;
}
int main(void)
{
    int i, t;
    double s = 0.0;
    for (i = 0; i < N; i++) A[i] = i;
#pragma bbmm data(A)
    for (t = 0; t < 3; t++) {
        fill(N, 0.5 + t);
#pragma bbmm update host(A)
        s += A[1] + A[N - 1];
        A[1] = 10.0 * t;
    }
    printf("%a\n", s);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
