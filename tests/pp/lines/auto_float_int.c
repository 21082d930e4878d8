// An address converted to an integer, then to a "double" variable: the conversion makes the
// array escape (a floating value is taken to hold no address).
// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: 'b' \(which may point into 'A'
// expect-no-output: bbmm_data_begin
#include <stdint.h>
#include <stdio.h>
#define N 16
static double A[N];
static void step(double *x, int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        x[i] = x[i] * 0.5 + 1.0;
}
int main(void)
{
    uintptr_t b = (uintptr_t)A;
    double d = b;
    double *q = (double *)(uintptr_t)d;
    int t, i;
    for (i = 0; i < N; i++)
        A[i] = i;
    for (t = 0; t < 3; t++) {
        step(A, N);
        step(q, N);
    }
    printf("%.17g %.17g\n", A[1], A[2]);
    return 0;
}
