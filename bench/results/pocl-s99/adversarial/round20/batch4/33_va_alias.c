#include <stdio.h>
#include <stdarg.h>

#define N 32
static double A[N], B[N];

static void vset(int k, ...)
{
    va_list ap;
    va_start(ap, k);
    double *p = va_arg(ap, double *);
    double v = va_arg(ap, double);
    va_end(ap);
    p[k] = v;
}

static void step(int n)
{
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        B[i] = 0.5 * A[i] + 0.25 * (A[i - 1] + A[i + 1]);
#pragma bbmm
    for (int i = 0; i < n; i++)
        A[i] = B[i] * 1.01;
}

int main(void)
{
    for (int i = 0; i < N; i++) { A[i] = (i * 3) % 11; B[i] = 0; }
    for (int t = 0; t < 10; t++) {
        step(N);
        if (t % 3 == 1) vset(t, A, 100.0 + t);
    }
    double h = 0; for (int i = 0; i < N; i++) h = h * 0.75 + A[i] + B[i];
    printf("%a\n", h);
    return 0;
}
