/* array() clause pointers overlapping inside data(A): y = A + 2, x = A, region writes y */
#include <stdio.h>
#define N 20
static double A[N];
static void f(int n, double *y, const double *x)
{
    int i;
#pragma bbmm array(y[n], x[n])
    for (i = 0; i < n; i++)
        y[i] = x[i] * 0.5 + 1.0;
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) A[i] = i;
#pragma bbmm data(A)
    for (t = 0; t < 3; t++)
        f(N - 2, A + 2, A);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
