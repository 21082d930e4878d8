/* Many small operands and little work per element: the case of transfer
 * and allocation fusion (seed 004, Kessler; docs/runtime.md, "Fusion").
 *
 *   vecs N CALLS OUT
 *
 * Calls a region CALLS times that combines eight input vectors of N
 * doubles into y; between calls the host changes one element of x0, so
 * every call reads its vectors in again (no data scope can keep them).
 * Built through bbmm-pp and as the plain sequential program; both write y
 * and x0 to OUT, compared byte for byte.  The first call (the runtime's
 * start-up) is not timed; prints the seconds per call of the others. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static void combine(int n, double x0[n], double x1[n], double x2[n], double x3[n], double x4[n], double x5[n],
                    double x6[n], double x7[n], double y[n])
{
    int i;
#pragma bbmm name(combine)
    for (i = 0; i < n; i++)
        y[i] = 0.5 * x0[i] + 0.25 * x1[i] - 0.125 * x2[i] + 0.0625 * x3[i] + 2.0 * x4[i] - x5[i] + 0.75 * x6[i] +
               1.5 * x7[i];
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1000, calls = argc > 2 ? atoi(argv[2]) : 10, i, k, c;
    const char *out = argc > 3 ? argv[3] : NULL;
    double *x[8], *y, t0 = 0.0;
    FILE *f;
    if (n < 1 || calls < 2) {
        fprintf(stderr, "usage: vecs N CALLS OUT (N >= 1, CALLS >= 2)\n");
        return EXIT_FAILURE;
    }
    y = (double *)calloc((size_t)n, sizeof(double));
    for (k = 0; k < 8; k++)
        if (!(x[k] = (double *)malloc((size_t)n * sizeof(double))))
            y = NULL;
    if (!y) {
        fprintf(stderr, "vecs: out of memory\n");
        return EXIT_FAILURE;
    }
    for (k = 0; k < 8; k++)
        for (i = 0; i < n; i++)
            x[k][i] = (double)((i * (k + 3) + 7 * k) % 1009) / 1009.0 - 0.5;
    for (c = 0; c < calls; c++) {
        if (c == 1)
            t0 = now_s();
        combine(n, x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7], y);
        x[0][c % n] += y[(c * 31) % n];
    }
    printf("%.9f\n", (now_s() - t0) / (calls - 1));
    if (out) {
        if (!(f = fopen(out, "wb")) || fwrite(y, sizeof(double), (size_t)n, f) != (size_t)n ||
            fwrite(x[0], sizeof(double), (size_t)n, f) != (size_t)n || fclose(f)) {
            fprintf(stderr, "vecs: cannot write %s\n", out);
            return EXIT_FAILURE;
        }
    }
    for (k = 0; k < 8; k++)
        free(x[k]);
    free(y);
    return EXIT_SUCCESS;
}
