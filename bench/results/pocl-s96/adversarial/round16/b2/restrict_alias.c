/* restrict parameters (distinct arrays) and a non-restrict helper called with the same array twice and overlapping offsets */
#include <stdio.h>
static void axpy_r(int n, double a, const double *restrict x, double *restrict y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i] = y[i] + a * x[i];
}
static void shift_add(int n, const double *x, double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i] = y[i] * 0.5 + x[i];
}
static void run(int n)
{
    double a[70], b[70];
    int i;
    for (i = 0; i < 70; i++) { a[i] = (double)(i % 9) - 4.0; b[i] = (double)(i % 4); }
    axpy_r(n, 0.75, a, b);
    shift_add(n, b, b);
    shift_add(n, a, a + 1);
    shift_add(n, a + 2, a);
    printf("n=%d\n", n);
    for (i = 0; i < n + 3; i++) printf("%a %a\n", a[i], b[i]);
}
int main(void)
{
    run(0); run(1); run(2); run(5); run(31); run(64);
    return 0;
}
