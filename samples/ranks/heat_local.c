/* heat-2d whose arrays only regions touch: under several MPI ranks each
 * rank's host memory holds the rows its tiles need, not the whole arrays
 * (docs/mpi.md, "Host memory per rank").
 *
 *   heat_local MODE N T OUT
 *
 * A and B (N x N doubles) come from malloc, whose fresh memory the system
 * backs with pages only where it is written.  MODE:
 *   region  A and B are filled by a region (heat_init) and stepped T times
 *           (heat_step) inside one "#pragma bbmm data" scope: only the
 *           runtime touches them, on each rank only where that rank's
 *           tiles read or write, and at the scope's end on the ranks that
 *           get the results (rank 0; every rank under BBMM_GATHER=all)
 *   host    the same steps on arrays the host fills: every rank's host
 *           code writes every element (the baseline: whole arrays)
 * Built through bbmm-pp (pp-heat-local) and as the plain sequential
 * program (heat-local-seq).  The rank that gets the results (the plain
 * program: always) writes A and B to OUT (rank R > 0: OUT.R); both outputs are compared byte
 * for byte (tests/ranks_local.cmake).  Every rank prints
 *   heat_local: rank R of P: A resident X of Y pages, B resident X of Y pages
 * counted with mincore(2) over the whole pages of each array after the
 * scope's end. */
#define _DEFAULT_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#ifdef HEAT_LOCAL_RANKS
#include <bbmm.h>
#endif

#define HEAT(X, i, j)                                                                                   \
    (0.125 * (X[(i) + 1][j] - 2.0 * X[i][j] + X[(i) - 1][j]) +                                         \
     0.125 * (X[i][(j) + 1] - 2.0 * X[i][j] + X[i][(j) - 1]) + X[i][j])

static void heat_init(int n, double A[n][n], double B[n][n])
{
    int i, j;
#pragma bbmm name(heat_init)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            A[i][j] = (double)((i * 7 + j * 13) % 101) / 101.0;
            B[i][j] = (double)((i * 3 + j * 5) % 17) / 17.0;
        }
}

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

/* Pages of "p" .. "p" + "bytes" (whole pages only) the system holds in
 * memory, into "*res" of "*total"; -1 when mincore fails. */
static int resident(const void *p, size_t bytes, long *res, long *total)
{
    long pg = sysconf(_SC_PAGESIZE);
    uintptr_t lo = ((uintptr_t)p + (uintptr_t)pg - 1) & ~((uintptr_t)pg - 1);
    uintptr_t hi = ((uintptr_t)p + bytes) & ~((uintptr_t)pg - 1);
    unsigned char *v;
    size_t k, np;
    *res = *total = 0;
    if (pg <= 0 || hi <= lo)
        return 0;
    np = (hi - lo) / (size_t)pg;
    if (!(v = malloc(np)))
        return -1;
    if (mincore((void *)lo, hi - lo, v)) {
        free(v);
        return -1;
    }
    for (k = 0; k < np; k++)
        *res += v[k] & 1;
    *total = (long)np;
    free(v);
    return 0;
}

int main(int argc, char **argv)
{
    int n, tsteps, t, i, j, me = 0, nranks = 1, gets = 1;
    size_t bytes;
    long ra, ta, rb, tb;
    double *A, *B;
    char out[4096];
    FILE *f;
    if (argc != 5 || (strcmp(argv[1], "region") && strcmp(argv[1], "host")) || (n = atoi(argv[2])) < 3 ||
        (tsteps = atoi(argv[3])) < 0) {
        fprintf(stderr, "usage: heat_local region|host N T OUT\n");
        return 2;
    }
    bytes = sizeof(double) * (size_t)n * (size_t)n;
    A = malloc(bytes);
    B = malloc(bytes);
    if (!A || !B)
        return 1;
    {
        double (*a)[n] = (double (*)[n])A, (*b)[n] = (double (*)[n])B;
        if (!strcmp(argv[1], "host")) {
            for (i = 0; i < n; i++)
                for (j = 0; j < n; j++) {
                    a[i][j] = (double)((i * 7 + j * 13) % 101) / 101.0;
                    b[i][j] = (double)((i * 3 + j * 5) % 17) / 17.0;
                }
#pragma bbmm data(a, b)
            for (t = 0; t < tsteps; t++)
                heat_step(n, a, b);
        } else {
#pragma bbmm data(a, b)
            {
                heat_init(n, a, b);
                for (t = 0; t < tsteps; t++)
                    heat_step(n, a, b);
            }
        }
    }
#ifdef HEAT_LOCAL_RANKS
    {
        bbmm_context *ctx;
        char err[512];
        if (bbmm_default_context(&ctx, err, sizeof(err)) != BBMM_OK) {
            fprintf(stderr, "heat_local: %s\n", err);
            return 1;
        }
        me = bbmm_rank(ctx, &nranks, &gets);
    }
#endif
    if (resident(A, bytes, &ra, &ta) || resident(B, bytes, &rb, &tb)) {
        perror("heat_local: mincore");
        return 1;
    }
    printf("heat_local: rank %d of %d: A resident %ld of %ld pages, B resident %ld of %ld pages\n", me, nranks, ra,
           ta, rb, tb);
    if (me > 0) /* BBMM_GATHER=all: every rank writes its own file */
        snprintf(out, sizeof(out), "%s.%d", argv[4], me);
    else
        snprintf(out, sizeof(out), "%s", argv[4]);
    if (gets && (!(f = fopen(out, "wb")) || fwrite(A, 1, bytes, f) != bytes || fwrite(B, 1, bytes, f) != bytes ||
                 fclose(f))) {
        fprintf(stderr, "heat_local: cannot write %s\n", out);
        return 1;
    }
    free(A);
    free(B);
    return 0;
}
