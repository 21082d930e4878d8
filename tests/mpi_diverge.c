/* mpi_diverge - ranks that do not call the same regions (tests/mpi.cmake,
 * mode "diverge"; docs/mpi.md, "Failures").  Every rank runs the same
 * program, but what it does depends on its rank, as a wrong program's
 * would:
 *
 *   ok       every rank calls f 3 times and g once: no divergence (exit 0)
 *   extra    rank 0 calls f once more than the others
 *   other    at the same point rank 0 calls f, the others call g
 *   size     rank 1's arrays are smaller (n = 80 against 100)
 *   early    rank 1 ends (returns from main) where rank 0 calls f again
 *   stuck    rank 1 stays in host code (sleeps) where rank 0 calls f
 *   finalize rank 1 calls MPI_Finalize and ends where rank 0 calls f
 *   loop     the "ok" program with R (argv[2]) calls of f: the cost of the
 *            agreement (time per call on stdout)
 *
 * The rank comes from bbmm_rank() on the default context (made by the
 * first region).  A diverging job must end (nonzero status) with a message
 * naming the ranks and the regions, not hang. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <bbmm.h>
#include <mpi.h>

static void f(long n, double A[n][n], double B[n][n])
{
    long i, j;
#pragma bbmm name(f)
    for (i = 1; i < n - 1; i++)
        for (j = 0; j < n; j++)
            B[i][j] = 0.5 * A[i][j] + 0.25 * (A[i - 1][j] + A[i + 1][j]);
}

static void g(long n, double A[n][n], double B[n][n])
{
    long i, j;
#pragma bbmm name(g)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            A[i][j] = B[i][j] + 1.0;
}

static int rank_of(int *nranks)
{
    bbmm_context *ctx = NULL;
    char err[512];
    if (bbmm_default_context(&ctx, err, sizeof(err)) != BBMM_OK) {
        fprintf(stderr, "mpi_diverge: %s\n", err);
        exit(2);
    }
    return bbmm_rank(ctx, nranks, NULL);
}

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "ok";
    long n = 100, i, reps = 3;
    double *A, *B, t0, t1;
    struct timespec ts;
    int me, nranks;
    me = rank_of(&nranks);
    if (!strcmp(mode, "size") && me == 1)
        n = 80;
    if (!strcmp(mode, "loop"))
        reps = argc > 2 ? atol(argv[2]) : 1000;
    A = calloc((size_t)(n * n), sizeof(double));
    B = calloc((size_t)(n * n), sizeof(double));
    if (!A || !B) {
        free(A);
        free(B);
        return 2;
    }
    for (i = 0; i < n * n; i++)
        A[i] = (double)(i % 17);
    if (!strcmp(mode, "extra") && me == 0)
        f(n, (double(*)[n])A, (double(*)[n])B);
    if (!strcmp(mode, "stuck") && me == 1)
        sleep(600);
    if (!strcmp(mode, "early") && me == 1) {
        free(A);
        free(B);
        return 0;
    }
    if (!strcmp(mode, "finalize") && me == 1) {
        MPI_Finalize();
        free(A);
        free(B);
        return 0;
    }
    clock_gettime(CLOCK_MONOTONIC, &ts);
    t0 = ts.tv_sec + ts.tv_nsec * 1e-9;
    for (i = 0; i < reps; i++)
        f(n, (double(*)[n])A, (double(*)[n])B);
    clock_gettime(CLOCK_MONOTONIC, &ts);
    t1 = ts.tv_sec + ts.tv_nsec * 1e-9;
    if (!strcmp(mode, "other") && me != 0)
        g(n, (double(*)[n])A, (double(*)[n])B);
    else
        f(n, (double(*)[n])A, (double(*)[n])B);
    g(n, (double(*)[n])A, (double(*)[n])B);
    if (!strcmp(mode, "loop") && me == 0)
        printf("%ld calls of f on %d ranks: %.1f us per call\n", reps, nranks, (t1 - t0) / (double)reps * 1e6);
    printf("rank %d: done (%s), A[n+1] = %g\n", me, mode, A[n + 1]);
    free(A);
    free(B);
    return 0;
}
