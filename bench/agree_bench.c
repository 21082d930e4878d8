/* agree_bench - the cost of one agreement of the ranks (lib/ranks.c,
 * docs/mpi.md "Failures") under mpirun: rounds of R agreements at the
 * start of a run of a 2-array nest (bbmmi_rank_agree_nest: the stamp, the
 * allreduce of the failure flag and the hash, its wait), each round
 * followed by R MPI_Allreduce of one int on a communicator of its own
 * (what an agreement was before the stamps).  Prints, on rank 0, the best
 * and the median round of each, in microseconds per agreement.
 *   mpirun -n 2 agree_bench [R [rounds]]
 * BBMM_RANK_TIMEOUT=0 makes the agreement's allreduce blocking. */
#define _POSIX_C_SOURCE 200809L
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <bbmm.h>

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec * 1e-3;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
    enum { N = 256 };
    static double A[N][N], B[N][N];
    int reps = argc > 1 ? atoi(argv[1]) : 2000, rounds = argc > 2 ? atoi(argv[2]) : 20, i, k, me, n;
    double *t_new = calloc((size_t)rounds, sizeof(double)), *t_old = calloc((size_t)rounds, sizeof(double));
    int64_t ext[2] = {N, N};
    bbmm_array slot[2];
    bbmm_context *ctx;
    bbmm_nest nest;
    MPI_Comm comm;
    char err[512];
    if (bbmm_context_create(NULL, &ctx, err, sizeof(err)) != BBMM_OK) {
        fprintf(stderr, "agree_bench: %s\n", err);
        return 1;
    }
    me = bbmm_rank(ctx, &n, NULL);
    if (n < 2 || !t_new || !t_old) {
        fprintf(stderr, "agree_bench: run it under mpirun with 2 ranks or more\n");
        return 1;
    }
    MPI_Comm_dup(MPI_COMM_WORLD, &comm);
    if (bbmm_array_register(ctx, A, sizeof(double), 2, ext, "A", &slot[0]) != BBMM_OK ||
        bbmm_array_register(ctx, B, sizeof(double), 2, ext, "B", &slot[1]) != BBMM_OK)
        return 1;
    memset(&nest, 0, sizeof(nest));
    nest.name = "bench_0";
    nest.where = "agree_bench.c:1";
    nest.narrays = 2;
    nest.arrays = slot;
    nest.space = bbmm_bb_2d(1, N - 2, 0, N - 1);
    for (k = 0; k < rounds; k++) {
        double t0 = now_us();
        int f = 0, any = 0;
        for (i = 0; i < reps; i++)
            if (bbmmi_rank_agree_nest(ctx, BBMM_OK, BBMMI_AT_RUN_BEGIN, &nest, (uint64_t)i + 1) != BBMM_OK)
                return 1;
        t_new[k] = (now_us() - t0) / reps;
        t0 = now_us();
        for (i = 0; i < reps; i++)
            MPI_Allreduce(&f, &any, 1, MPI_INT, MPI_MAX, comm);
        t_old[k] = (now_us() - t0) / reps;
    }
    qsort(t_new, (size_t)rounds, sizeof(double), cmp);
    qsort(t_old, (size_t)rounds, sizeof(double), cmp);
    if (me == 0)
        printf("%d ranks, %d rounds of %d: agreement with stamps %.2f us (median %.2f), MPI_Allreduce of one int "
               "%.2f us (median %.2f)\n",
               n, rounds, reps, t_new[0], t_new[rounds / 2], t_old[0], t_old[rounds / 2]);
    MPI_Comm_free(&comm);
    bbmm_array_unregister(ctx, slot[0]);
    bbmm_array_unregister(ctx, slot[1]);
    bbmm_context_destroy(ctx);
    free(t_new);
    free(t_old);
    return 0;
}
