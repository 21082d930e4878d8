/* pp_twin - the driver of the pragma samples (pp-floyd, pp-lu, ...): one
 * region file (tests/pp/regions/) compiled twice, through bbmm-pp (the
 * function runs on the devices) and plainly with its name suffixed _seq
 * (the sequential twin).  This driver runs both on copies of the same
 * input and compares the arrays bit for bit; exit status 1 on mismatch.
 * Built once per region with -DE2E_<REGION>.  BBMM_STATS=1 prints the
 * statistics table at exit; BBMM_SUMMARY=1 prints the device run's time.
 *
 *   pp-<region> [size] [steps]
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Seconds from a monotonic clock. */
static inline double twin_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Print the time of the device run when BBMM_SUMMARY=1. */
static inline void twin_summary(double seconds, int verified)
{
    const char *on = getenv("BBMM_SUMMARY");
    if (on && !strcmp(on, "1"))
        printf("bbmm-time seconds=%.6f verified=%d\n", seconds, verified);
}

/* Run "call" (the device version) timed into "t". */
#define TWIN_TIMED(t, call)                                                                \
    do {                                                                                   \
        double t0_ = twin_now();                                                           \
        call;                                                                              \
        (t) = twin_now() - t0_;                                                            \
    } while (0)

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

#include "fill.h"
#include "floyd_ref.h"

/* Compare "bytes" at "a" and "b" (array "name"); print and return 1 when
 * they differ. */
static inline int e2e_differ(const char *name, const void *a, const void *b, size_t bytes)
{
    if (!memcmp(a, b, bytes))
        return 0;
    fprintf(stderr, "pp_e2e: array %s differs from the sequential program\n", name);
    return 1;
}

/* Allocate "n" values, or exit. */
static inline DATA_TYPE *e2e_alloc(size_t n)
{
    DATA_TYPE *p = (DATA_TYPE *)malloc(n * sizeof(DATA_TYPE) + 1);
    if (!p) {
        fprintf(stderr, "pp_e2e: out of memory\n");
        exit(2);
    }
    return p;
}

/* Two copies of "count" random values per array: [0] for the device run,
 * [1] for the twin. */
#define E2E_ARRAYS(count, ...)                                                             \
    const char *names[] = {__VA_ARGS__};                                                   \
    enum { NA = sizeof(names) / sizeof(names[0]) };                                        \
    DATA_TYPE *arr[NA][2];                                                                 \
    size_t cnt = (size_t)(count);                                                          \
    int ai, bad = 0;                                                                       \
    for (ai = 0; ai < NA; ai++) {                                                          \
        arr[ai][0] = e2e_alloc(cnt);                                                       \
        arr[ai][1] = e2e_alloc(cnt);                                                       \
        sample_fill(arr[ai][0], cnt, SAMPLE_SEED(ai));              \
        memcpy(arr[ai][1], arr[ai][0], cnt * sizeof(DATA_TYPE));                           \
    }

#define E2E_DONE                                                                           \
    for (ai = 0; ai < NA; ai++) {                                                          \
        bad |= e2e_differ(names[ai], arr[ai][0], arr[ai][1], cnt * sizeof(DATA_TYPE));     \
        free(arr[ai][0]);                                                                  \
        free(arr[ai][1]);                                                                  \
    }                                                                                      \
    printf("%s: %s\n", argv[0], bad ? "MISMATCH" : "verified (bitwise equal to sequential)"); \
    twin_summary(secs, !bad);                                                              \
    return bad;

/* Run "call" for variant "v" (0: devices, timed into "t"; 1: the twin). */
#define TWIN_RUN(v, t, call)                                                               \
    do {                                                                                   \
        if (v)                                                                             \
            call;                                                                          \
        else                                                                               \
            TWIN_TIMED(t, call);                                                           \
    } while (0)

#define ARG(i, d) (argc > (i) ? atoi(argv[i]) : (d))
#define A2(k, n2) ((DATA_TYPE(*)[n2])arr[k][v])

#if defined(E2E_FLOYD)
void floyd(int n, float path[n][n]);
void floyd_seq(int n, float path[n][n]);

/* floyd-warshall on a graph with non-negative weights and a zero diagonal. */
int main(int argc, char **argv)
{
    int n = ARG(1, 37), i, bad;
    double secs;
    float *p[2];
    for (i = 0; i < 2; i++)
        p[i] = (float *)malloc((size_t)n * (size_t)n * sizeof(float) + 1);
    if (!p[0] || !p[1])
        return 2;
    floyd_init(p[0], n);
    memcpy(p[1], p[0], (size_t)n * (size_t)n * sizeof(float));
    TWIN_TIMED(secs, floyd(n, (float(*)[n])p[0]));
    floyd_seq(n, (float(*)[n])p[1]);
    bad = e2e_differ("path", p[0], p[1], (size_t)n * (size_t)n * sizeof(float));
    printf("%s: %s\n", argv[0], bad ? "MISMATCH" : "verified (bitwise equal to sequential)");
    twin_summary(secs, !bad);
    free(p[0]);
    free(p[1]);
    return bad;
}
#elif defined(E2E_LU)
void lu(double a[N][N]);
void lu_seq(double a[N][N]);

/* lu on a diagonally dominant matrix of the compiled size N. */
int main(int argc, char **argv)
{
    E2E_ARRAYS(N * N, "a")
    int v, i;
    (void)argc;
    for (v = 0; v < 2; v++)
        for (i = 0; i < N; i++)
            arr[0][v][i * N + i] += (DATA_TYPE)N;
    double secs;
    TWIN_TIMED(secs, lu((double(*)[N])arr[0][0]));
    lu_seq((double(*)[N])arr[0][1]);
    E2E_DONE
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

/* Two-array stencil, "n"×"n", "steps" time steps. */
int main(int argc, char **argv)
{
    int n = ARG(1, 29), steps = ARG(2, 4), v;
    E2E_ARRAYS((size_t)n * (size_t)n, "A", "B")
    double secs = 0;
    for (v = 0; v < 2; v++)
        TWIN_RUN(v, secs, (v ? E2E_SEQ(E2E_FN) : E2E_FN)(steps, n, A2(0, n), A2(1, n)));
    E2E_DONE
}
#elif defined(E2E_MVT)
void kernel_mvt(int n, DATA_TYPE x1[n], DATA_TYPE x2[n], DATA_TYPE y_1[n], DATA_TYPE y_2[n], DATA_TYPE A[n][n]);
void kernel_mvt_seq(int n, DATA_TYPE x1[n], DATA_TYPE x2[n], DATA_TYPE y_1[n], DATA_TYPE y_2[n],
                    DATA_TYPE A[n][n]);

/* Matrix-vector products with A and its transpose. */
int main(int argc, char **argv)
{
    int n = ARG(1, 41), v;
    E2E_ARRAYS((size_t)n * (size_t)n, "x1", "x2", "y_1", "y_2", "A")
    double secs = 0;
    for (v = 0; v < 2; v++)
        TWIN_RUN(v, secs, (v ? kernel_mvt_seq : kernel_mvt)(n, arr[0][v], arr[1][v], arr[2][v], arr[3][v], A2(4, n)));
    E2E_DONE
}
#elif defined(E2E_GEMM)
void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[ni][nj],
                 DATA_TYPE A[ni][nk], DATA_TYPE B[nk][nj]);
void kernel_gemm_seq(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[ni][nj],
                     DATA_TYPE A[ni][nk], DATA_TYPE B[nk][nj]);

/* C = alpha A B + beta C with square sizes "n" (tile(32) does not divide). */
int main(int argc, char **argv)
{
    int n = ARG(1, 45), v;
    E2E_ARRAYS((size_t)n * (size_t)n, "C", "A", "B")
    double secs = 0;
    for (v = 0; v < 2; v++)
        TWIN_RUN(v, secs, (v ? kernel_gemm_seq : kernel_gemm)(n, n, n, 1.5, 1.25, A2(0, n), A2(1, n), A2(2, n)));
    E2E_DONE
}
#elif defined(E2E_FDTD2D)
void kernel_fdtd_2d(int tmax, int nx, int ny, DATA_TYPE ex[nx][ny], DATA_TYPE ey[nx][ny], DATA_TYPE hz[nx][ny],
                    DATA_TYPE fict[tmax]);
void kernel_fdtd_2d_seq(int tmax, int nx, int ny, DATA_TYPE ex[nx][ny], DATA_TYPE ey[nx][ny],
                        DATA_TYPE hz[nx][ny], DATA_TYPE fict[tmax]);

/* 2-D FDTD, "n"×"n", "steps" time steps. */
int main(int argc, char **argv)
{
    int n = ARG(1, 27), steps = ARG(2, 4), v;
    E2E_ARRAYS((size_t)n * (size_t)n, "ex", "ey", "hz", "fict")
    double secs = 0;
    for (v = 0; v < 2; v++)
        TWIN_RUN(v, secs, (v ? kernel_fdtd_2d_seq : kernel_fdtd_2d)(steps, n, n, A2(0, n), A2(1, n), A2(2, n), arr[3][v]));
    E2E_DONE
}
#elif defined(E2E_ADI)
void kernel_adi(int tsteps, int n, DATA_TYPE u[n][n], DATA_TYPE v[n][n], DATA_TYPE p[n][n], DATA_TYPE q[n][n]);
void kernel_adi_seq(int tsteps, int n, DATA_TYPE u[n][n], DATA_TYPE v[n][n], DATA_TYPE p[n][n],
                    DATA_TYPE q[n][n]);

/* Alternating direction implicit solver, "n"×"n", "steps" time steps. */
int main(int argc, char **argv)
{
    int n = ARG(1, 23), steps = ARG(2, 3), v;
    E2E_ARRAYS((size_t)n * (size_t)n, "u", "v", "p", "q")
    double secs = 0;
    for (v = 0; v < 2; v++)
        TWIN_RUN(v, secs, (v ? kernel_adi_seq : kernel_adi)(steps, n, A2(0, n), A2(1, n), A2(2, n), A2(3, n)));
    E2E_DONE
}
#elif defined(E2E_HEAT3D)
void kernel_heat_3d(int tsteps, int n, DATA_TYPE A[n][n][n], DATA_TYPE B[n][n][n]);
void kernel_heat_3d_seq(int tsteps, int n, DATA_TYPE A[n][n][n], DATA_TYPE B[n][n][n]);

/* Two-array 3-D stencil, "n"^3, "steps" time steps. */
int main(int argc, char **argv)
{
    int n = ARG(1, 13), steps = ARG(2, 3), v;
    E2E_ARRAYS((size_t)n * (size_t)n * (size_t)n, "A", "B")
    double secs = 0;
    for (v = 0; v < 2; v++)
        TWIN_RUN(v, secs, (v ? kernel_heat_3d_seq : kernel_heat_3d)(steps, n, (DATA_TYPE(*)[n][n])arr[0][v],
                                                                      (DATA_TYPE(*)[n][n])arr[1][v]));
    E2E_DONE
}
#elif defined(E2E_MATMUL)
void matmul(int n, float C[n][n], float A[n][n], float B[n][n]);
void matmul_seq(int n, float C[n][n], float A[n][n], float B[n][n]);

/* C = A B in single precision, "n"x"n". */
int main(int argc, char **argv)
{
    int n = ARG(1, 43), v, i, bad = 0;
    size_t cnt = (size_t)n * (size_t)n;
    float *m[3][2];
    double secs = 0;
    for (i = 0; i < 3; i++)
        for (v = 0; v < 2; v++)
            if (!(m[i][v] = (float *)malloc(cnt * sizeof(float) + 1)))
                return 2;
    for (i = 0; i < (int)cnt; i++) {
        m[0][0][i] = m[0][1][i] = 0.0f;
        m[1][0][i] = m[1][1][i] = (float)(i % 17) * 0.25f;
        m[2][0][i] = m[2][1][i] = (float)(i % 13) * 0.5f - 2.0f;
    }
    for (v = 0; v < 2; v++)
        TWIN_RUN(v, secs, (v ? matmul_seq : matmul)(n, (float(*)[n])m[0][v], (float(*)[n])m[1][v],
                                                    (float(*)[n])m[2][v]));
    bad = e2e_differ("C", m[0][0], m[0][1], cnt * sizeof(float));
    printf("%s: %s\n", argv[0], bad ? "MISMATCH" : "verified (bitwise equal to sequential)");
    twin_summary(secs, !bad);
    for (i = 0; i < 3; i++)
        for (v = 0; v < 2; v++)
            free(m[i][v]);
    return bad;
}
#elif defined(E2E_BLACKSCHOLES)
#include "bs_ref.h"

void blackscholes(int n, double spot[n], double strike[n], double rate[n], double vol[n], double years[n],
                  double callp[n], double putp[n]);
void blackscholes_seq(int n, double spot[n], double strike[n], double rate[n], double vol[n], double years[n],
                      double callp[n], double putp[n]);

/* Call and put prices of "n" options (the inputs of bs_init); the region
 * calls bs_price, which bbmm-pp copies into the kernel. */
int main(int argc, char **argv)
{
    int n = ARG(1, 1013), v;
    E2E_ARRAYS(n, "spot", "strike", "rate", "volatility", "time", "call", "put")
    double secs = 0;
    for (v = 0; v < 2; v++) {
        double *vars[NA];
        for (ai = 0; ai < NA; ai++)
            vars[ai] = arr[ai][v];
        bs_init(vars, n);
    }
    for (v = 0; v < 2; v++)
        TWIN_RUN(v, secs, (v ? blackscholes_seq : blackscholes)(n, arr[0][v], arr[1][v], arr[2][v], arr[3][v],
                                                                  arr[4][v], arr[5][v], arr[6][v]));
    E2E_DONE
}
#elif defined(E2E_SMOOTH)
void kernel_smooth(int tsteps, int n, DATA_TYPE A[n][n], DATA_TYPE B[n][n]);
void kernel_smooth_seq(int tsteps, int n, DATA_TYPE A[n][n], DATA_TYPE B[n][n]);

/* Smoothing stencil whose update calls helper functions, "n"×"n", "steps"
 * time steps. */
int main(int argc, char **argv)
{
    int n = ARG(1, 31), steps = ARG(2, 3), v;
    E2E_ARRAYS((size_t)n * (size_t)n, "A", "B")
    double secs = 0;
    for (v = 0; v < 2; v++)
        TWIN_RUN(v, secs, (v ? kernel_smooth_seq : kernel_smooth)(steps, n, A2(0, n), A2(1, n)));
    E2E_DONE
}
#elif defined(E2E_HELPERS)
void kernel_helpers(int n, double X[n], long long S[n], double V[n], int D[n]);
void kernel_helpers_seq(int n, double X[n], long long S[n], double V[n], int D[n]);

/* A loop calling functions with loops, branches, integer arithmetic and
 * pointer parameters, on "n" points in [0, 1) with seeds. */
int main(int argc, char **argv)
{
    int n = ARG(1, 397), v, i, bad = 0;
    double *x = e2e_alloc((size_t)n), *val[2];
    long long *s = (long long *)malloc((size_t)n * sizeof(long long) + 1);
    int *d[2];
    double secs = 0;
    if (!s)
        return 2;
    sample_fill(x, (size_t)n, SAMPLE_SEED(0));
    for (i = 0; i < n; i++) {
        x[i] -= 1.0;
        s[i] = 1 + (long long)i * 7919LL;
    }
    for (v = 0; v < 2; v++) {
        val[v] = e2e_alloc((size_t)n);
        d[v] = (int *)calloc((size_t)n + 1, sizeof(int));
        if (!d[v])
            return 2;
        memset(val[v], 0, (size_t)n * sizeof(double));
    }
    for (v = 0; v < 2; v++)
        TWIN_RUN(v, secs, (v ? kernel_helpers_seq : kernel_helpers)(n, x, s, val[v], d[v]));
    bad |= e2e_differ("V", val[0], val[1], (size_t)n * sizeof(double));
    bad |= e2e_differ("D", d[0], d[1], (size_t)n * sizeof(int));
    printf("%s: %s\n", argv[0], bad ? "MISMATCH" : "verified (bitwise equal to sequential)");
    twin_summary(secs, !bad);
    for (v = 0; v < 2; v++) {
        free(val[v]);
        free(d[v]);
    }
    free(x);
    free(s);
    return bad;
}
#else
#error "define one of E2E_FLOYD, E2E_LU, E2E_JACOBI2D, E2E_HEAT2D, E2E_HEAT3D, E2E_MVT, E2E_GEMM, E2E_MATMUL, E2E_FDTD2D, E2E_ADI, E2E_BLACKSCHOLES, E2E_SMOOTH, E2E_HELPERS"
#endif
