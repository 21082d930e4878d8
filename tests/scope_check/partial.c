/* BBMM_CHECK=scopes, partial pages: the kept array A shares its first
 * page with "x" and its last page with "y", which the host writes between
 * the regions inside the data scope.  Only A's whole pages are
 * protected, so the program runs to its end; tests/scope_check.cmake
 * compares its output with the sequential build's on 1, 2 and 4 devices. */
#define _POSIX_C_SOURCE 200112L
#include <stdio.h>
#include <stdlib.h>

static void step(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm name(step)
    {
        for (i = 1; i < n - 1; i++)
            B[i] = 0.25 * A[i - 1] + 0.5 * A[i] + 0.25 * A[i + 1];
        for (i = 1; i < n - 1; i++)
            A[i] = 0.25 * B[i - 1] + 0.5 * B[i] + 0.25 * B[i + 1];
    }
}

int main(void)
{
    int n = 3072, t, i;
    double *blk = NULL, *B = malloc(sizeof(double) * (size_t)n);
    double *x, *A, *y, s = 0.0;
    if (posix_memalign((void **)&blk, 4096, 8 * 4096) || !B)
        return 1;
    x = blk;
    A = blk + 8;
    y = blk + 8 + n;
    for (i = 0; i < n; i++) {
        A[i] = (double)(i % 7);
        B[i] = 0.0;
    }
    x[0] = y[0] = 0.0;
#pragma bbmm data(A, B)
    for (t = 0; t < 6; t++) {
        step(n, A, B);
        x[0] += 1.0;
        y[0] += 2.0;
    }
    for (i = 0; i < n; i++)
        s += A[i] * (double)(i + 1) + B[i];
    printf("%.17g %.17g %.17g\n", s, x[0], y[0]);
    free(blk);
    free(B);
    return 0;
}
