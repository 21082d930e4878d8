/* pp_threads - regions compiled by bbmm-pp, called from several threads at
 * once, compared bit for bit with the same loops run sequentially.
 *
 *   pp_threads [ROUNDS]   ROUNDS rounds (default 100); each round starts
 *                         2, 3 or 4 threads that call the same region and
 *                         different regions at different sizes (0 included),
 *                         all reading shared read-only inputs, and checks
 *                         every result; prints "ok" and the counts
 *   pp_threads ROUNDS solo  the same, then each region once more at its
 *                         largest size from the main thread alone: a
 *                         context the rounds left on fewer devices (every
 *                         start they asked for came while another thread's
 *                         region held arrays, and was declined) starts
 *                         the others there (tests/pp_threads_start.cmake)
 *   pp_threads zero       regions called with n = 0 (a NULL pointer, a VLA
 *                         parameter) do nothing, and the program goes on
 *   pp_threads conflict   two threads write the same array (forbidden): the
 *                         program stops with exit status 1 and a message
 *                         naming the array, never a crash or a hang
 *   pp_threads fatal      one thread's region fails (a NULL array) while
 *                         other threads are inside the runtime: exit status
 *                         1 with the message, no crash, no hang
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the regions -------------------------------------------------------- */

/* out[i] = weighted sum of in[i .. i+2]; a fixed tile, arrays of pointers. */
static void smooth(long n, float *out, const float *in, const float *w)
{
    long i;
#pragma bbmm tile(8) array(out[n], in[n + 2], w[3]) name(smooth)
    for (i = 0; i < n; i++)
        out[i] = w[0] * in[i] + w[1] * in[i + 1] + w[2] * in[i + 2];
}

/* A += s * B over VLA parameters; automatic tiles. */
static void addto(long n, long m, double A[n][m], const double B[n][m], double s)
{
    long i, j;
#pragma bbmm name(addto)
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            A[i][j] = s * B[i][j] + A[i][j];
}

/* T steps of a three-point stencil: a host loop around two nests. */
static void jacobi1d(long n, long T, float *A, float *B)
{
    long t, i;
#pragma bbmm array(A[n], B[n]) name(jacobi1d)
    for (t = 0; t < T; t++) {
        for (i = 1; i < n - 1; i++)
            B[i] = 0.33333f * (A[i - 1] + A[i] + A[i + 1]);
        for (i = 1; i < n - 1; i++)
            A[i] = B[i];
    }
}

/* ---- the same loops, sequential ----------------------------------------- */

static void smooth_seq(long n, float *out, const float *in, const float *w)
{
    long i;
    for (i = 0; i < n; i++)
        out[i] = w[0] * in[i] + w[1] * in[i + 1] + w[2] * in[i + 2];
}

static void addto_seq(long n, long m, double *A, const double *B, double s)
{
    long i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            A[i * m + j] = s * B[i * m + j] + A[i * m + j];
}

static void jacobi1d_seq(long n, long T, float *A, float *B)
{
    long t, i;
    for (t = 0; t < T; t++) {
        for (i = 1; i < n - 1; i++)
            B[i] = 0.33333f * (A[i - 1] + A[i] + A[i + 1]);
        for (i = 1; i < n - 1; i++)
            A[i] = B[i];
    }
}

/* ---- shared read-only inputs -------------------------------------------- */

#define NMAX 2001
#define MCOLS 19

static float g_in[NMAX + 2];
static const float g_w[3] = {0.25f, 0.5f, 0.125f};
static double g_B[NMAX][MCOLS];

static void inputs_init(void)
{
    long i, j;
    for (i = 0; i < NMAX + 2; i++)
        g_in[i] = (float)((i * 7919) % 1000) / 13.0f;
    for (i = 0; i < NMAX; i++)
        for (j = 0; j < MCOLS; j++)
            g_B[i][j] = (double)((i * 31 + j * 17) % 101) / 3.0;
}

/* ---- one thread's calls -------------------------------------------------- */

static const long sizes[] = {37, 2001, 0, 1, 300, 8, 9, 1024};
#define NSIZES ((int)(sizeof(sizes) / sizeof(sizes[0])))

typedef struct worker {
    int id;
    int round;
    int mix;      /* 0: every thread calls smooth; 1: region id % 3; 2: all three */
    int calls;    /* region calls made */
    int bad;      /* calls whose result differs */
    char what[128];
} worker;

/* Call region "r" at size index "k" (with a per-call scalar "salt"); return
 * nonzero when the result differs from the sequential loop. */
static int call_region(int r, int k, int salt)
{
    long n = sizes[k], m = MCOLS, i;
    int bad = 0;
    if (r == 0) {
        float *out = (float *)malloc((size_t)(n + 1) * sizeof(float));
        float *ref = (float *)malloc((size_t)(n + 1) * sizeof(float));
        smooth(n, out, g_in, g_w);
        smooth_seq(n, ref, g_in, g_w);
        bad = memcmp(out, ref, (size_t)n * sizeof(float)) != 0;
        free(out);
        free(ref);
    } else if (r == 1) {
        double (*A)[MCOLS] = (double (*)[MCOLS])malloc((size_t)(n + 1) * sizeof(*A));
        double *ref = (double *)malloc((size_t)(n + 1) * sizeof(*A));
        for (i = 0; i < n * m; i++)
            ((double *)A)[i] = ref[i] = (double)(i % 97 + salt);
        addto(n, m, A, (const double (*)[MCOLS])g_B, 0.5 + salt);
        addto_seq(n, m, ref, &g_B[0][0], 0.5 + salt);
        bad = memcmp(A, ref, (size_t)(n * m) * sizeof(double)) != 0;
        free(A);
        free(ref);
    } else {
        float *a = (float *)malloc((size_t)(4 * n + 4) * sizeof(float)), *b = a + n + 1;
        float *ra = b + n + 1, *rb = ra + n + 1;
        for (i = 0; i < n; i++)
            a[i] = ra[i] = g_in[i] + (float)salt;
        memcpy(b, a, (size_t)n * sizeof(float));
        memcpy(rb, a, (size_t)n * sizeof(float));
        jacobi1d(n, 3, a, b);
        jacobi1d_seq(n, 3, ra, rb);
        bad = memcmp(a, ra, (size_t)n * sizeof(float)) != 0 || memcmp(b, rb, (size_t)n * sizeof(float)) != 0;
        free(a);
    }
    return bad;
}

static void *worker_main(void *arg)
{
    worker *w = (worker *)arg;
    int c;
    for (c = 0; c < 3; c++) {
        int r = w->mix == 0 ? 0 : w->mix == 1 ? w->id % 3 : (w->id + c) % 3;
        int k = (w->round * 5 + w->id * 3 + c) % NSIZES;
        w->calls++;
        if (call_region(r, k, w->id + c) && !w->bad++)
            snprintf(w->what, sizeof(w->what), "region %d at n = %ld", r, sizes[k]);
    }
    return NULL;
}

/* ---- the modes ------------------------------------------------------------ */

static int run_rounds(int rounds, int solo)
{
    int round, i, calls = 0, bad = 0;
    for (round = 0; round < rounds; round++) {
        int nthreads = 2 + round % 3;
        pthread_t th[4];
        worker w[4];
        for (i = 0; i < nthreads; i++) {
            memset(&w[i], 0, sizeof(w[i]));
            w[i].id = i;
            w[i].round = round;
            w[i].mix = round % 3;
            if (pthread_create(&th[i], NULL, worker_main, &w[i])) {
                fprintf(stderr, "pthread_create failed\n");
                return 1;
            }
        }
        for (i = 0; i < nthreads; i++)
            pthread_join(th[i], NULL);
        for (i = 0; i < nthreads; i++) {
            calls += w[i].calls;
            bad += w[i].bad;
            if (w[i].bad)
                fprintf(stderr, "round %d, thread %d: %d calls differ, first %s\n", round, i, w[i].bad, w[i].what);
        }
    }
    if (solo) { /* the largest size (index 1: 2001) of each region, alone */
        for (i = 0; i < 3; i++, calls++)
            if (call_region(i, 1, i)) {
                fprintf(stderr, "alone: region %d at n = %ld differs\n", i, sizes[1]);
                bad++;
            }
    }
    printf("%s: %d rounds of 2-4 threads%s, %d region calls, %d differ\n", bad ? "mismatch" : "ok", rounds,
           solo ? " then one alone" : "", calls, bad);
    return bad ? 1 : 0;
}

/* Regions at n = 0: nothing happens, the program goes on. */
static int run_zero(void)
{
    double A[1][MCOLS];
    float a[1] = {5.0f}, b[1] = {6.0f};
    smooth(0, NULL, g_in, g_w);
    addto(0, MCOLS, A, (const double (*)[MCOLS])g_B, 2.0);
    jacobi1d(0, 4, NULL, NULL);
    jacobi1d(1, 4, a, b);
    printf("ok: regions with n = 0 did nothing\n");
    return a[0] == 5.0f ? 0 : 1;
}

typedef struct writer {
    float *out;
    int calls;
} writer;

/* Write "out" over and over (the conflict mode's threads). */
static void *writer_main(void *arg)
{
    writer *w = (writer *)arg;
    for (w->calls = 0; w->calls < 200; w->calls++)
        smooth(NMAX, w->out, g_in, g_w);
    return NULL;
}

/* Two threads write one array: forbidden; must end with exit status 1. */
static int run_conflict(void)
{
    static float out[NMAX];
    pthread_t th[2];
    writer w[2];
    int i;
    for (i = 0; i < 2; i++) {
        w[i].out = out;
        pthread_create(&th[i], NULL, writer_main, &w[i]);
    }
    for (i = 0; i < 2; i++)
        pthread_join(th[i], NULL);
    printf("no error: the two writers never overlapped in time (%d and %d calls)\n", w[0].calls, w[1].calls);
    return 2;
}

/* Call regions until told to stop (the fatal mode's busy threads). */
static void *busy_main(void *arg)
{
    int c;
    (void)arg;
    for (c = 0; c < 1000; c++)
        call_region(c % 3, 1, c);
    return NULL;
}

/* A region whose output array is NULL fails while three threads call
 * regions (aliased arrays, the failure before, now run on the host as
 * written): must end with exit status 1. */
static int run_fatal(void)
{
    static float buf[NMAX + 3];
    pthread_t th[3];
    int i;
    for (i = 0; i < 3; i++)
        pthread_create(&th[i], NULL, busy_main, NULL);
    for (i = 0; i < 5; i++)
        smooth(NMAX, buf, g_in, g_w);
    smooth(37, NULL, buf, g_w); /* no memory for out: a fatal error (BBMM_HOST=never: on the devices' path) */
    for (i = 0; i < 3; i++)
        pthread_join(th[i], NULL);
    printf("no error for a NULL array\n");
    return 2;
}

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "100";
    inputs_init();
    if (!strcmp(mode, "zero"))
        return run_zero();
    if (!strcmp(mode, "conflict"))
        return run_conflict();
    if (!strcmp(mode, "fatal"))
        return run_fatal();
    return run_rounds(atoi(mode) > 0 ? atoi(mode) : 100, argc > 2 && !strcmp(argv[2], "solo"));
}
