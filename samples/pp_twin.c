/* pp_twin - the driver of the pragma samples (pp-floyd, pp-lu, ...): one
 * region file (samples/regions/) compiled twice, through bbmm-pp (the
 * function runs on the devices) and plainly with its name suffixed _seq
 * (the sequential twin).  This driver runs both on copies of the same
 * input and compares the arrays bit for bit; exit status 1 on mismatch.
 * Built once per region with -DE2E_<REGION>.
 *
 *   pp-<region> [size] [steps]
 *
 * Environment:
 *   BBMM_STATS=1|json:PATH  the runtime's statistics at exit (bbmm.h; the
 *                    table on stderr unless set otherwise)
 *   BBMM_SUMMARY=1   print "bbmm-time seconds=S verified=V" (the device
 *                    run's wall time; V: 1 equal, 0 differs, -1 not run)
 * Benchmark mode (bench/bench.c):
 *   BBMM_TWIN=0      do not run the sequential twin (verified=-1)
 *   BBMM_WARMUP=1    first run the region at a tiny size on scratch copies,
 *                    then reset the statistics: the timed run and its
 *                    statistics exclude context creation and kernel builds
 *   BBMM_PINNED=1    allocate the arrays in pinned host memory
 *                    (bbmm_host_alloc on the default context the generated
 *                    code uses)
 *   BBMM_OUT=FILE    write every array (in the order of its declaration in
 *                    this file) raw to FILE after the device run
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <bbmm.h>

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

#include "fill.h"
#include "floyd_ref.h"

/* Seconds from a monotonic clock. */
static inline double twin_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Nonzero when environment variable "name" is "1" ("dflt" when unset). */
static inline int twin_flag(const char *name, int dflt)
{
    const char *v = getenv(name);
    return v ? !strcmp(v, "1") : dflt;
}

/* The default context the generated code uses, or exit. */
static inline bbmm_context *twin_context(void)
{
    bbmm_context *ctx;
    char err[4096];
    if (bbmm_default_context(&ctx, err, sizeof(err)) != BBMM_OK) {
        fprintf(stderr, "pp_twin: %s\n", err);
        exit(2);
    }
    return ctx;
}

/* Allocate "bytes" (pinned with BBMM_PINNED=1), or exit. */
static inline void *twin_alloc(size_t bytes)
{
    void *p = NULL;
    if (twin_flag("BBMM_PINNED", 0)) {
        if (bbmm_host_alloc(twin_context(), bytes + 1, &p) != BBMM_OK)
            p = NULL;
    } else {
        p = malloc(bytes + 1);
    }
    if (!p) {
        fprintf(stderr, "pp_twin: out of host memory\n");
        exit(2);
    }
    return p;
}

/* Free what twin_alloc() returned. */
static inline void twin_free(void *p)
{
    if (p && twin_flag("BBMM_PINNED", 0))
        bbmm_host_free(twin_context(), p);
    else
        free(p);
}

/* The warm-up runs on every device: at its tiny size BBMM_SPREAD=auto
 * would keep a recurring nest on device 0, and the timed run would then
 * build the kernels of its runs on several devices (bbmm_set_spread).  It
 * runs twice: first splitting every tile with an early part
 * (bbmm_set_early), since the rest of a split tile takes a kernel variant
 * of its own and BBMM_EARLY=trial decides by timing runs that the warm-up
 * may not reach; then under the setting the timed run has, so that what
 * a trial measures is what it measured before the split builds were
 * added.  Returns the settings to restore. */
typedef struct twin_settings {
    bbmm_spread spread;
    int early;
} twin_settings;

static inline twin_settings twin_warm_begin(void)
{
    twin_settings was;
    was.spread = bbmm_setting_spread(twin_context(), NULL, NULL);
    was.early = bbmm_setting_early(twin_context());
    if (bbmm_set_spread(twin_context(), BBMM_SPREAD_ALL) != BBMM_OK)
        fprintf(stderr, "pp_twin: cannot set the spread for the warm-up\n");
    if (was.early && bbmm_set_early(twin_context(), 1) != BBMM_OK)
        fprintf(stderr, "pp_twin: cannot set early flow-out for the warm-up\n");
    return was;
}

/* Between the two warm-up runs: BBMM_EARLY as it was. */
static inline void twin_warm_again(twin_settings was)
{
    if (bbmm_set_early(twin_context(), was.early) != BBMM_OK)
        fprintf(stderr, "pp_twin: cannot restore early flow-out after the warm-up\n");
}

/* After the warm-up: restore the spread, and zero the statistics so that
 * they count the timed run only (the peak restarts from what is allocated
 * now). */
static inline void twin_warm(twin_settings was)
{
    if (bbmm_set_spread(twin_context(), was.spread) != BBMM_OK)
        fprintf(stderr, "pp_twin: cannot restore the spread after the warm-up\n");
    if (bbmm_stats_reset(twin_context()) != BBMM_OK)
        fprintf(stderr, "pp_twin: cannot reset the statistics\n");
}

/* The arrays of a sample: "na" arrays of "bytes[i]" bytes, two copies each
 * ([0] for the device run, [1] for the twin). */
typedef struct twin_set {
    int na;
    const char *names[8];
    size_t bytes[8];
    void *arr[8][2];
} twin_set;

/* Add an array of "bytes" named "name" to "t", return its device copy.
 * The first call also asks for the statistics table at exit unless
 * BBMM_STATS says otherwise (before anything makes the context). */
static inline void *twin_add(twin_set *t, const char *name, size_t bytes)
{
    int a = t->na++;
    if (!a)
        setenv("BBMM_STATS", "1", 0);
    t->names[a] = name;
    t->bytes[a] = bytes;
    t->arr[a][0] = twin_alloc(bytes);
    t->arr[a][1] = twin_alloc(bytes);
    return t->arr[a][0];
}

/* Copy the device inputs over the twin's copies. */
static inline void twin_copy_inputs(twin_set *t)
{
    int a;
    for (a = 0; a < t->na; a++)
        memcpy(t->arr[a][1], t->arr[a][0], t->bytes[a]);
}

/* Write the device copies to BBMM_OUT if set; nonzero on error. */
static inline int twin_dump(const twin_set *t)
{
    const char *path = getenv("BBMM_OUT");
    FILE *f;
    int a, bad = 0;
    if (!path || !*path)
        return 0;
    if (!(f = fopen(path, "wb"))) {
        perror(path);
        return 1;
    }
    for (a = 0; a < t->na; a++)
        bad |= fwrite(t->arr[a][0], 1, t->bytes[a], f) != t->bytes[a];
    bad |= fclose(f) != 0;
    if (bad)
        fprintf(stderr, "pp_twin: cannot write %s\n", path);
    return bad;
}

/* Compare the two copies of every array of "t" (when the twin ran), print
 * the verdict and the summary, free everything; return the exit status. */
static inline int twin_finish(twin_set *t, const char *prog, double secs, int twin_ran)
{
    const char *on = getenv("BBMM_SUMMARY");
    int a, bad = 0, differ = 0, nranks = 1, gets = 1;
    /* under several MPI ranks: only ranks that receive the results (rank 0,
     * or every rank with BBMM_GATHER=all) compare them; rank 0 dumps */
    int me = bbmm_rank(twin_context(), &nranks, &gets);
    if (!me)
        bad = twin_dump(t);
    if (!gets) {
        printf("%s: rank %d of %d holds no results (BBMM_GATHER=root)\n", prog, me, nranks);
        twin_ran = -1;
    }
    for (a = 0; a < t->na; a++) {
        if (twin_ran > 0 && memcmp(t->arr[a][0], t->arr[a][1], t->bytes[a])) {
            fprintf(stderr, "pp_e2e: array %s differs from the sequential program\n", t->names[a]);
            differ = 1;
        }
        twin_free(t->arr[a][0]);
        twin_free(t->arr[a][1]);
    }
    if (twin_ran > 0)
        printf("%s: %s\n", prog, differ ? "MISMATCH" : "verified (bitwise equal to sequential)");
    else if (!twin_ran)
        printf("%s: ran on the devices (sequential twin skipped: BBMM_TWIN=0)\n", prog);
    if (on && !strcmp(on, "1"))
        printf("bbmm-time seconds=%.6f verified=%d\n", secs, twin_ran > 0 ? !differ : -1);
    return bad | differ;
}

/* The body of every main: "RUN(fn, v, n)" calls region function "fn" on
 * copy "v" at size "n".  Warm-up (BBMM_WARMUP=1): the device version at
 * size "small" (at most "n") on the twin's copies, on every device, then
 * the inputs copied back; the timed device run at "n"; the twin (unless
 * BBMM_TWIN=0).  "small" is large enough that the tiles hold what the
 * timed run's do (one box per array and device, where the kernels take
 * their fastest variant), so that the warm-up builds every kernel the
 * timed run uses: at 8 x 8 a stencil's tiles each held several boxes, and
 * the timed run built its kernels (17-21 ms of an 80 ms heat-2d run on
 * two H100s). */
#define TWIN_MAIN(t, dev, seq, n, small, RUN)                                              \
    do {                                                                                   \
        double t0_, secs_;                                                                 \
        int twin_ = twin_flag("BBMM_TWIN", 1);                                             \
        twin_copy_inputs(&(t));                                                            \
        if (twin_flag("BBMM_WARMUP", 0)) {                                                 \
            twin_settings was_ = twin_warm_begin();                                        \
            RUN(dev, 1, (small) < (n) ? (small) : (n));                                    \
            twin_copy_inputs(&(t));                                                        \
            twin_warm_again(was_);                                                         \
            RUN(dev, 1, (small) < (n) ? (small) : (n));                                    \
            twin_copy_inputs(&(t));                                                        \
            twin_warm(was_);                                                               \
        }                                                                                  \
        t0_ = twin_now();                                                                  \
        RUN(dev, 0, (n));                                                                  \
        secs_ = twin_now() - t0_;                                                          \
        if (twin_)                                                                         \
            RUN(seq, 1, (n));                                                              \
        return twin_finish(&(t), argv[0], secs_, twin_);                                   \
    } while (0)

/* Fill the device copies of arrays "from".."to"-1 of "t" with the samples'
 * random input. */
static inline void twin_fill(twin_set *t, int from, int to)
{
    int a;
    for (a = from; a < to; a++)
        sample_fill((DATA_TYPE *)t->arr[a][0], t->bytes[a] / sizeof(DATA_TYPE), SAMPLE_SEED(a));
}

#define ARG(i, d) (argc > (i) ? atoi(argv[i]) : (d))
#define AR(a, v) (t.arr[a][v])
#define A2(a, v, n2) ((DATA_TYPE(*)[n2])t.arr[a][v])
#define SQ(n) ((size_t)(n) * (size_t)(n) * sizeof(DATA_TYPE))

#if defined(E2E_FLOYD)
void floyd(int n, float path[n][n]);
void floyd_seq(int n, float path[n][n]);

#define RUN(fn, v, n) fn((n), (float(*)[n])AR(0, v))

/* floyd-warshall on a graph with non-negative weights and a zero diagonal. */
int main(int argc, char **argv)
{
    int n = ARG(1, 37);
    twin_set t = {0};
    floyd_init((float *)twin_add(&t, "path", (size_t)n * (size_t)n * sizeof(float)), n);
    TWIN_MAIN(t, floyd, floyd_seq, n, 256, RUN);
}
#elif defined(E2E_LU)
void lu(double a[N][N]);
void lu_seq(double a[N][N]);

#define RUN(fn, v, n) ((void)(n), fn((double(*)[N])AR(0, v)))

/* lu on a diagonally dominant matrix of the compiled size N. */
int main(int argc, char **argv)
{
    twin_set t = {0};
    int i;
    (void)argc;
    twin_add(&t, "a", SQ(N));
    twin_fill(&t, 0, 1);
    for (i = 0; i < N; i++)
        ((double *)AR(0, 0))[i * N + i] += (DATA_TYPE)N;
    TWIN_MAIN(t, lu, lu_seq, N, N, RUN);
}
#elif defined(E2E_JACOBI2D) || defined(E2E_HEAT2D)
#ifdef E2E_JACOBI2D
#define E2E_FN kernel_jacobi_2d
#else
#define E2E_FN kernel_heat_2d
#endif
#define E2E_SEQ_(f) f##_seq
#define E2E_SEQ(f) E2E_SEQ_(f)
void E2E_FN(int tsteps, int n, DATA_TYPE A[n][n], DATA_TYPE B[n][n]);
void E2E_SEQ(E2E_FN)(int tsteps, int n, DATA_TYPE A[n][n], DATA_TYPE B[n][n]);

#define RUN(fn, v, n) fn(steps, (n), A2(0, v, n), A2(1, v, n))

/* Two-array stencil, "n"×"n", "steps" time steps. */
int main(int argc, char **argv)
{
    int n = ARG(1, 29), steps = ARG(2, 4);
    twin_set t = {0};
    twin_add(&t, "A", SQ(n));
    twin_add(&t, "B", SQ(n));
    twin_fill(&t, 0, 2);
    TWIN_MAIN(t, E2E_FN, E2E_SEQ(E2E_FN), n, 256, RUN);
}
#elif defined(E2E_MVT)
void kernel_mvt(int n, DATA_TYPE x1[n], DATA_TYPE x2[n], DATA_TYPE y_1[n], DATA_TYPE y_2[n], DATA_TYPE A[n][n]);
void kernel_mvt_seq(int n, DATA_TYPE x1[n], DATA_TYPE x2[n], DATA_TYPE y_1[n], DATA_TYPE y_2[n],
                    DATA_TYPE A[n][n]);

#define RUN(fn, v, n) fn((n), AR(0, v), AR(1, v), AR(2, v), AR(3, v), A2(4, v, n))

/* Matrix-vector products with A and its transpose. */
int main(int argc, char **argv)
{
    int n = ARG(1, 41);
    twin_set t = {0};
    twin_add(&t, "x1", SQ(n));
    twin_add(&t, "x2", SQ(n));
    twin_add(&t, "y_1", SQ(n));
    twin_add(&t, "y_2", SQ(n));
    twin_add(&t, "A", SQ(n));
    twin_fill(&t, 0, 5);
    TWIN_MAIN(t, kernel_mvt, kernel_mvt_seq, n, 256, RUN);
}
#elif defined(E2E_GEMM)
void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[ni][nj],
                 DATA_TYPE A[ni][nk], DATA_TYPE B[nk][nj]);
void kernel_gemm_seq(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[ni][nj],
                     DATA_TYPE A[ni][nk], DATA_TYPE B[nk][nj]);

#define RUN(fn, v, n) fn((n), (n), (n), 1.5, 1.25, A2(0, v, n), A2(1, v, n), A2(2, v, n))

/* C = alpha A B + beta C with square sizes "n" (tile(32) does not divide). */
int main(int argc, char **argv)
{
    int n = ARG(1, 45);
    twin_set t = {0};
    twin_add(&t, "C", SQ(n));
    twin_add(&t, "A", SQ(n));
    twin_add(&t, "B", SQ(n));
    twin_fill(&t, 0, 3);
    TWIN_MAIN(t, kernel_gemm, kernel_gemm_seq, n, 256, RUN);
}
#elif defined(E2E_FDTD2D)
void kernel_fdtd_2d(int tmax, int nx, int ny, DATA_TYPE ex[nx][ny], DATA_TYPE ey[nx][ny], DATA_TYPE hz[nx][ny],
                    DATA_TYPE fict[tmax]);
void kernel_fdtd_2d_seq(int tmax, int nx, int ny, DATA_TYPE ex[nx][ny], DATA_TYPE ey[nx][ny],
                        DATA_TYPE hz[nx][ny], DATA_TYPE fict[tmax]);

#define RUN(fn, v, n) fn(steps, (n), (n), A2(0, v, n), A2(1, v, n), A2(2, v, n), AR(3, v))

/* 2-D FDTD, "n"×"n", "steps" time steps. */
int main(int argc, char **argv)
{
    int n = ARG(1, 27), steps = ARG(2, 4);
    twin_set t = {0};
    twin_add(&t, "ex", SQ(n));
    twin_add(&t, "ey", SQ(n));
    twin_add(&t, "hz", SQ(n));
    twin_add(&t, "fict", SQ(n) > (size_t)steps * sizeof(DATA_TYPE) ? SQ(n) : (size_t)steps * sizeof(DATA_TYPE));
    twin_fill(&t, 0, 4);
    TWIN_MAIN(t, kernel_fdtd_2d, kernel_fdtd_2d_seq, n, 256, RUN);
}
#elif defined(E2E_ADI)
void kernel_adi(int tsteps, int n, DATA_TYPE u[n][n], DATA_TYPE v[n][n], DATA_TYPE p[n][n], DATA_TYPE q[n][n]);
void kernel_adi_seq(int tsteps, int n, DATA_TYPE u[n][n], DATA_TYPE v[n][n], DATA_TYPE p[n][n],
                    DATA_TYPE q[n][n]);

#define RUN(fn, v, n) fn(steps, (n), A2(0, v, n), A2(1, v, n), A2(2, v, n), A2(3, v, n))

/* Alternating direction implicit solver, "n"×"n", "steps" time steps. */
int main(int argc, char **argv)
{
    int n = ARG(1, 23), steps = ARG(2, 3);
    twin_set t = {0};
    twin_add(&t, "u", SQ(n));
    twin_add(&t, "v", SQ(n));
    twin_add(&t, "p", SQ(n));
    twin_add(&t, "q", SQ(n));
    twin_fill(&t, 0, 4);
    TWIN_MAIN(t, kernel_adi, kernel_adi_seq, n, 256, RUN);
}
#elif defined(E2E_HEAT3D)
void kernel_heat_3d(int tsteps, int n, DATA_TYPE A[n][n][n], DATA_TYPE B[n][n][n]);
void kernel_heat_3d_seq(int tsteps, int n, DATA_TYPE A[n][n][n], DATA_TYPE B[n][n][n]);

#define RUN(fn, v, n) fn(steps, (n), (DATA_TYPE(*)[n][n])AR(0, v), (DATA_TYPE(*)[n][n])AR(1, v))

/* Two-array 3-D stencil, "n"^3, "steps" time steps. */
int main(int argc, char **argv)
{
    int n = ARG(1, 13), steps = ARG(2, 3);
    twin_set t = {0};
    twin_add(&t, "A", SQ(n) * (size_t)n);
    twin_add(&t, "B", SQ(n) * (size_t)n);
    twin_fill(&t, 0, 2);
    TWIN_MAIN(t, kernel_heat_3d, kernel_heat_3d_seq, n, 48, RUN);
}
#elif defined(E2E_MATMUL)
void matmul(int n, float C[n][n], float A[n][n], float B[n][n]);
void matmul_seq(int n, float C[n][n], float A[n][n], float B[n][n]);

#define RUN(fn, v, n) fn((n), (float(*)[n])AR(0, v), (float(*)[n])AR(1, v), (float(*)[n])AR(2, v))

/* C = A B in single precision, "n"x"n". */
int main(int argc, char **argv)
{
    int n = ARG(1, 43);
    size_t i, cnt = (size_t)n * (size_t)n;
    twin_set t = {0};
    float *c = (float *)twin_add(&t, "C", cnt * sizeof(float));
    float *a = (float *)twin_add(&t, "A", cnt * sizeof(float));
    float *b = (float *)twin_add(&t, "B", cnt * sizeof(float));
    for (i = 0; i < cnt; i++) {
        c[i] = 0.0f;
        a[i] = (float)(i % 17) * 0.25f;
        b[i] = (float)(i % 13) * 0.5f - 2.0f;
    }
    TWIN_MAIN(t, matmul, matmul_seq, n, 256, RUN);
}
#elif defined(E2E_BLACKSCHOLES)
#include "bs_ref.h"

void blackscholes(int n, double spot[n], double strike[n], double rate[n], double vol[n], double years[n],
                  double callp[n], double putp[n]);
void blackscholes_seq(int n, double spot[n], double strike[n], double rate[n], double vol[n], double years[n],
                      double callp[n], double putp[n]);

#define RUN(fn, v, n) fn((n), AR(0, v), AR(1, v), AR(2, v), AR(3, v), AR(4, v), AR(5, v), AR(6, v))

/* Call and put prices of "n" options (the inputs of bs_init); the region
 * calls bs_price, which bbmm-pp copies into the kernel. */
int main(int argc, char **argv)
{
    static const char *const names[BS_ARR] = {"spot", "strike", "rate", "volatility", "time", "call", "put"};
    int n = ARG(1, 1013), a;
    double *vars[BS_ARR];
    twin_set t = {0};
    for (a = 0; a < BS_ARR; a++)
        vars[a] = (double *)twin_add(&t, names[a], (size_t)n * sizeof(double));
    bs_init(vars, n);
    TWIN_MAIN(t, blackscholes, blackscholes_seq, n, 65536, RUN);
}
#elif defined(E2E_SMOOTH)
void kernel_smooth(int tsteps, int n, DATA_TYPE A[n][n], DATA_TYPE B[n][n]);
void kernel_smooth_seq(int tsteps, int n, DATA_TYPE A[n][n], DATA_TYPE B[n][n]);

#define RUN(fn, v, n) fn(steps, (n), A2(0, v, n), A2(1, v, n))

/* Smoothing stencil whose update calls helper functions, "n"×"n", "steps"
 * time steps. */
int main(int argc, char **argv)
{
    int n = ARG(1, 31), steps = ARG(2, 3);
    twin_set t = {0};
    twin_add(&t, "A", SQ(n));
    twin_add(&t, "B", SQ(n));
    twin_fill(&t, 0, 2);
    TWIN_MAIN(t, kernel_smooth, kernel_smooth_seq, n, 256, RUN);
}
#elif defined(E2E_HELPERS)
void kernel_helpers(int n, double X[n], long long S[n], double V[n], int D[n]);
void kernel_helpers_seq(int n, double X[n], long long S[n], double V[n], int D[n]);

#define RUN(fn, v, n) fn((n), AR(0, v), AR(1, v), AR(2, v), AR(3, v))

/* A loop calling functions with loops, branches, integer arithmetic and
 * pointer parameters, on "n" points in [0, 1) with seeds. */
int main(int argc, char **argv)
{
    int n = ARG(1, 397), i;
    twin_set t = {0};
    double *x = (double *)twin_add(&t, "X", (size_t)n * sizeof(double));
    long long *s = (long long *)twin_add(&t, "S", (size_t)n * sizeof(long long));
    memset(twin_add(&t, "V", (size_t)n * sizeof(double)), 0, (size_t)n * sizeof(double));
    memset(twin_add(&t, "D", (size_t)n * sizeof(int)), 0, (size_t)n * sizeof(int));
    sample_fill(x, (size_t)n, SAMPLE_SEED(0));
    for (i = 0; i < n; i++) {
        x[i] -= 1.0;
        s[i] = 1 + (long long)i * 7919LL;
    }
    TWIN_MAIN(t, kernel_helpers, kernel_helpers_seq, n, 256, RUN);
}
#else
#error "define one of E2E_FLOYD, E2E_LU, E2E_JACOBI2D, E2E_HEAT2D, E2E_HEAT3D, E2E_MVT, E2E_GEMM, E2E_MATMUL, E2E_FDTD2D, E2E_ADI, E2E_BLACKSCHOLES, E2E_SMOOTH, E2E_HELPERS"
#endif
