/* heat-2d as real codes are written: a time loop in main() calling a
 * one-step function whose body is a bbmm region (README, "Data scopes").
 *
 *   heat_scope MODE N T OUT
 *
 * MODE:
 *   scope    the time loop inside "#pragma bbmm data": A and B stay on the
 *            devices from one call to the next (read in once, written back
 *            once, only the halos flow between devices per step)
 *   noscope  the same loop without it: every call reads both arrays in and
 *            writes them back (the baseline, T times the transfers)
 *   inside   one region holding the time loop (what the scope must match)
 *   update   the scope, with host code in the middle of the run: after T/2
 *            steps "update host(A)", a checksum of A printed by the host, a
 *            host write into A, "update device(A)"
 * Built twice: through bbmm-pp and as the plain sequential program (the
 * pragmas ignored); both write A and B to OUT, compared byte for byte.
 * Prints the seconds the mode took; with HEAT_SCOPE_WARMUP=1 both region
 * functions first run once on small scratch arrays, so that the runtime's
 * start-up (context, kernel builds) is not timed. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* One sweep: heat-2d's stencil over X at (i, j). */
#define HEAT(X, i, j)                                                                                   \
    (0.125 * (X[(i) + 1][j] - 2.0 * X[i][j] + X[(i) - 1][j]) +                                         \
     0.125 * (X[i][(j) + 1] - 2.0 * X[i][j] + X[i][(j) - 1]) + X[i][j])

static void heat_step(int n, double A[n][n], double B[n][n])
{
    int i, j;
#pragma bbmm name(heat_step)
    {
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                B[i][j] = HEAT(A, i, j);
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                A[i][j] = HEAT(B, i, j);
    }
}

static void heat_steps(int n, int tsteps, double A[n][n], double B[n][n])
{
    int t, i, j;
#pragma bbmm name(heat_inside)
    for (t = 0; t < tsteps; t++) {
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                B[i][j] = HEAT(A, i, j);
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                A[i][j] = HEAT(B, i, j);
    }
}

/* The sum of A's elements, each weighted by its position. */
static double heat_checksum(int n, double A[n][n])
{
    double s = 0;
    int i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            s += A[i][j] * (double)(i * n + j + 1);
    return s;
}

static double heat_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

int main(int argc, char **argv)
{
    double t0;
    int n, tsteps, t, i, j;
    const char *mode;
    double (*A)[1], (*B)[1];
    FILE *f;
    if (argc != 5 || (n = atoi(argv[2])) < 3 || (tsteps = atoi(argv[3])) < 0) {
        fprintf(stderr, "usage: heat_scope scope|noscope|inside|update N T OUT\n");
        return 2;
    }
    mode = argv[1];
    A = malloc(sizeof(double) * (size_t)n * (size_t)n);
    B = malloc(sizeof(double) * (size_t)n * (size_t)n);
    if (!A || !B)
        return 1;
    {
        double (*a)[n] = (double (*)[n])A, (*b)[n] = (double (*)[n])B;
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++) {
                a[i][j] = (double)((i * 7 + j * 13) % 101) / 101.0;
                b[i][j] = 0.0;
            }
        if (getenv("HEAT_SCOPE_WARMUP") && atoi(getenv("HEAT_SCOPE_WARMUP"))) {
            static double wa[16][16], wb[16][16];
            heat_step(16, wa, wb);
            heat_steps(16, 1, wa, wb);
        }
        t0 = heat_now();
        if (!strcmp(mode, "scope")) {
#pragma bbmm data
            for (t = 0; t < tsteps; t++)
                heat_step(n, a, b);
        } else if (!strcmp(mode, "noscope")) {
            for (t = 0; t < tsteps; t++)
                heat_step(n, a, b);
        } else if (!strcmp(mode, "inside")) {
            heat_steps(n, tsteps, a, b);
        } else if (!strcmp(mode, "update")) {
#pragma bbmm data(a, b)
            {
                for (t = 0; t < tsteps / 2; t++)
                    heat_step(n, a, b);
#pragma bbmm update host(a)
                printf("checksum of A after %d steps: %.17g\n", tsteps / 2, heat_checksum(n, a));
                a[n / 2][n / 2] += 1.0;
#pragma bbmm update device(a)
                for (; t < tsteps; t++)
                    heat_step(n, a, b);
            }
        } else {
            fprintf(stderr, "heat_scope: unknown mode %s\n", mode);
            return 2;
        }
        printf("%s: %.6f s\n", mode, heat_now() - t0);
        printf("checksum of A: %.17g\n", heat_checksum(n, a));
    }
    if (!(f = fopen(argv[4], "wb")) || fwrite(A, sizeof(double), (size_t)n * (size_t)n, f) != (size_t)n * (size_t)n ||
        fwrite(B, sizeof(double), (size_t)n * (size_t)n, f) != (size_t)n * (size_t)n || fclose(f)) {
        fprintf(stderr, "heat_scope: cannot write %s\n", argv[4]);
        return 1;
    }
    free(A);
    free(B);
    return 0;
}
