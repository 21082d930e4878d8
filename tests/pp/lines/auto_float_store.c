// An address converted to an integer and then to a "double", stored in a floating element and
// read back as a pointer: floating values are taken to hold no address (auto_float_elem.c), so
// storing one from a value that may be an address makes the array escape.
// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: a value from 'A', which may be an address, is stored in a floating element
// expect-no-output: bbmm_data_begin
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
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
    double **D = malloc(2 * sizeof(*D)), x;
    double *q;
    int t, i;
    D[0] = malloc(4 * sizeof(**D));
    D[1] = malloc(4 * sizeof(**D));
    for (i = 0; i < N; i++)
        A[i] = i;
    D[0][0] = (double)(uintptr_t)A;
    x = D[0][0];
    q = (double *)(uintptr_t)x;
    for (t = 0; t < 3; t++) {
        step(A, N);
        step(q, N);
    }
    printf("%.17g %.17g\n", A[1], A[2]);
    free(D[0]);
    free(D[1]);
    free(D);
    return 0;
}
