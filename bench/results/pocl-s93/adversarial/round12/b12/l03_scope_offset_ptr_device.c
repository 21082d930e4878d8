/* explicit scope keeps A; a region reads through a1 = A + 2 (made before the scope) on the devices */
#include <stdio.h>
#define N 40
static double A[N], B[N];
static void dev(int n, double *a)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        a[i] = a[i] * 0.5 + 1.0;
}
static void right(int n, const double *x, double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i] = x[i + 1] - x[i];
}
int main(void)
{
    int i, t;
    double *a2 = A + 2;
    for (i = 0; i < N; i++) { A[i] = i * i * 0.125; B[i] = 0; }
#pragma bbmm data(A)
    for (t = 0; t < 3; t++) {
        dev(N, A);
        right(N - 3, a2, B);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
