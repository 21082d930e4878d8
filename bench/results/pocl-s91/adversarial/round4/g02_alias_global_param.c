/* a region reads global A and writes through a parameter that, in the second call, points to A */
#include <stdio.h>
#define N 40
static double A[N], B[N];
static void f(int n, double *p)
{
    int i;
#pragma bbmm array(p[n])
    for (i = 1; i < n; i++) p[i] = A[i - 1] * 0.5 + A[i];
}
int main(void)
{
    int i, n = N;
    for (i = 0; i < N; i++) { A[i] = i % 7; B[i] = 0; }
    f(n, B);
    f(n, A);
    f(n, B);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
