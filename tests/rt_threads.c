/* rt_threads - the runtime called from several threads at once, and the
 * sizes a region may meet, on the PoCL devices of the environment (ctest
 * runs it on 1 and 4 devices, and under ThreadSanitizer with label exec).
 * Usage: rt_threads [grid|shared|conflict|zero|huge|exit|exit_busy] [RUNS]
 *
 *   grid      one nest (one kernel) run by two threads with different sizes
 *             and a fixed tile: every run lays its own tile grid, results
 *             bit-exact
 *   shared    threads that register the same read-only array: the
 *             disjointness check passes on each, results bit-exact
 *   conflict  a thread writes an array another thread has registered:
 *             BBMM_ERR_OVERLAP naming both arrays on both threads, at the
 *             write and at registration, never a crash; nothing is lost
 *   zero      arrays of extent 0 (NULL or not) and empty spaces do nothing
 *             and succeed
 *   huge      spaces whose extent overflows int64_t are refused with
 *             BBMM_ERR_OVERFLOW; spaces at the ends of the int64_t range run
 *   exit      (only when named) bbmm_exit_prepare while another thread runs
 *   exit_busy regions: it waits for it, or times out while it stays inside
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <time.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bbmm.h>
#include "check.h"

/* ---- the nest: y[i] = a * x[i] + y[i] -------------------------------- */

static const char axpy_src[] =
    "kernel void axpy(BBMM_ARRAY_PARAM(float, y, 1), BBMM_ARRAY_PARAM(float, x, 1),\n"
    "                 const bbmm_ktile tile, float a)\n"
    "{\n"
    "    if (!BBMM_IN_TILE(tile))\n"
    "        return;\n"
    "    long i = BBMM_TILE_ID(tile, 0);\n"
    "    BBMM_REF1(y, i) = a * BBMM_REF1(x, i) + BBMM_REF1(y, i);\n"
    "}\n";

/* Tile "t" reads and writes y (slot 0) and reads x (slot 1). */
static bbmm_status axpy_boxes(void *user, const bbmm_box *t, bbmm_tile_spec *spec)
{
    bbmm_status st = bbmm_spec_access(spec, 0, t, BBMM_BOX_READ | BBMM_BOX_WRITE);
    (void)user;
    if (st == BBMM_OK)
        st = bbmm_spec_access(spec, 1, t, BBMM_BOX_READ);
    return st == BBMM_OK ? bbmm_spec_writeout(spec, 0, t) : st;
}

/* Run y = a*x + y over "n" elements the way generated code does: register,
 * check, run with tile "tile" and the space as cover, unregister.  The
 * first failing status is returned, its message in "msg". */
static bbmm_status axpy_region(bbmm_context *ctx, float *y, float *x, int64_t n, int64_t tile, float a,
                               char *msg, size_t len)
{
    bbmm_array h[2];
    bbmm_kernel_arg arg;
    bbmm_nest nest;
    bbmm_status st, s2;
    int na = 0;
    msg[0] = '\0';
    st = bbmm_array_register(ctx, y, sizeof(float), 1, &n, "y", &h[0]);
    if (st == BBMM_OK && ++na)
        st = bbmm_array_register(ctx, x, sizeof(float), 1, &n, "x", &h[1]);
    if (st == BBMM_OK && ++na)
        st = bbmm_arrays_check_disjoint(ctx);
    if (st == BBMM_OK) {
        memset(&nest, 0, sizeof(nest));
        nest.name = "axpy";
        nest.source = axpy_src;
        nest.kernel = "axpy";
        nest.narrays = 2;
        nest.arrays = h;
        nest.space = bbmm_bb_1d(0, n - 1);
        nest.cover = nest.space;
        nest.tile[0] = tile;
        nest.boxes = axpy_boxes;
        arg.size = sizeof(float);
        arg.value = &a;
        nest.nscalars = 1;
        nest.scalars = &arg;
        st = bbmm_run(ctx, &nest);
    }
    if (st != BBMM_OK)
        bbmm_error_message(ctx, msg, len);
    while (na--) {
        s2 = bbmm_array_unregister(ctx, h[na]);
        if (s2 != BBMM_OK && st == BBMM_OK) {
            st = s2;
            bbmm_error_message(ctx, msg, len);
        }
    }
    return st;
}

/* Fill "x" with "n" values from "seed". */
static void fill(float *x, int64_t n, unsigned seed)
{
    int64_t i;
    for (i = 0; i < n; i++)
        x[i] = (float)((seed * 2654435761u + (unsigned)i * 40503u) % 1000u) / 7.0f;
}

/* ---- grid and shared: threads running regions ----------------------- */

typedef struct worker {
    bbmm_context *ctx;
    int64_t n;
    int64_t tile;
    int runs;
    float *x; /* input: the thread's own, or shared by all threads */
    int bad;  /* runs with a wrong result or an error */
    char msg[1024];
} worker;

static void *worker_main(void *arg)
{
    worker *w = (worker *)arg;
    float *y = (float *)malloc((size_t)w->n * sizeof(float));
    float *ref = (float *)malloc((size_t)w->n * sizeof(float));
    int r;
    int64_t i;
    for (r = 0; r < w->runs && y && ref; r++) {
        float a = 0.5f + (float)r;
        bbmm_status st;
        fill(y, w->n, (unsigned)r);
        fill(ref, w->n, (unsigned)r);
        for (i = 0; i < w->n; i++)
            ref[i] = a * w->x[i] + ref[i];
        st = axpy_region(w->ctx, y, w->x, w->n, w->tile, a, w->msg, sizeof(w->msg));
        if (st != BBMM_OK || memcmp(y, ref, (size_t)w->n * sizeof(float))) {
            if (!w->bad++ && st == BBMM_OK)
                snprintf(w->msg, sizeof(w->msg), "run %d: result differs from the sequential loop", r);
        }
    }
    free(y);
    free(ref);
    return NULL;
}

/* Run "nthreads" workers of sizes "sizes" on "ctx", each with its own
 * input or all with one shared input ("shared"); check every run. */
static void run_workers(bbmm_context *ctx, const char *what, int nthreads, const int64_t *sizes, int64_t tile,
                        int runs, int shared)
{
    pthread_t th[4];
    worker w[4];
    float *xs[4];
    int64_t nmax = 0;
    int i;
    for (i = 0; i < nthreads; i++)
        nmax = sizes[i] > nmax ? sizes[i] : nmax;
    for (i = 0; i < nthreads; i++) {
        xs[i] = shared && i ? xs[0] : (float *)malloc((size_t)nmax * sizeof(float));
        if (!shared || !i)
            fill(xs[i], nmax, 1000u + (unsigned)i);
        memset(&w[i], 0, sizeof(w[i]));
        w[i].ctx = ctx;
        w[i].n = sizes[i];
        w[i].tile = tile;
        w[i].runs = runs;
        w[i].x = xs[i];
    }
    for (i = 0; i < nthreads; i++)
        CHECK(pthread_create(&th[i], NULL, worker_main, &w[i]) == 0, "%s: pthread_create", what);
    for (i = 0; i < nthreads; i++)
        pthread_join(th[i], NULL);
    for (i = 0; i < nthreads; i++)
        CHECK(!w[i].bad, "%s: thread %d (n = %lld): %d of %d runs failed: %s", what, i, (long long)w[i].n, w[i].bad,
              runs, w[i].msg);
    for (i = 0; i < nthreads; i++)
        if (!shared || !i)
            free(xs[i]);
}

/* Runs per thread of the grid and shared tests (argument 2). */
static int runs = 40;

/* grid: the case, tile(8), n = 37 and n = 2001, own inputs. */
static void test_grid(bbmm_context *ctx)
{
    static const int64_t sizes[] = {37, 2001, 300};
    run_workers(ctx, "grid, 2 threads", 2, sizes, 8, runs, 0);
    run_workers(ctx, "grid, 3 threads, automatic tiles", 3, sizes, 0, (runs + 2) / 3, 0);
}

/* shared: the same read-only input in every thread. */
static void test_shared(bbmm_context *ctx)
{
    static const int64_t sizes[] = {37, 2001, 500, 64};
    run_workers(ctx, "shared input, 2 threads", 2, sizes, 8, runs, 1);
    run_workers(ctx, "shared input, 4 threads", 4, sizes, 16, (runs + 3) / 4, 1);
}

/* ---- conflict: a write while another thread has the array ----------- */

typedef struct pair {
    bbmm_context *ctx;
    pthread_barrier_t *bar;
    float *y, *x;
    int64_t n;
    int role;             /* 0: registers first and writes; 1: the other thread */
    int order;            /* 0: both register, then 0 writes; 1: 0 writes, then 1 registers */
    bbmm_status st_run;   /* status of this thread's run (or registration) */
    bbmm_status st_unreg; /* status of its unregistration */
    char msg[1024];
    char msg_unreg[1024];
} pair;

/* The nest of axpy over "h" (y, x), "n" elements. */
static void axpy_nest(bbmm_nest *nest, const bbmm_array *h, int64_t n, bbmm_kernel_arg *arg, const float *a)
{
    memset(nest, 0, sizeof(*nest));
    nest->name = "axpy";
    nest->source = axpy_src;
    nest->kernel = "axpy";
    nest->narrays = 2;
    nest->arrays = h;
    nest->space = bbmm_bb_1d(0, n - 1);
    nest->tile[0] = 8;
    nest->boxes = axpy_boxes;
    arg->size = sizeof(float);
    arg->value = a;
    nest->nscalars = 1;
    nest->scalars = arg;
}

/* Register this side's arrays: role 0 writes y (reads x); role 1 reads the
 * same memory as y under the name y_copy and writes its own "out". */
static bbmm_status pair_register(pair *p, float *out, bbmm_array *h)
{
    bbmm_status st = bbmm_array_register(p->ctx, p->role ? out : p->y, sizeof(float), 1, &p->n,
                                         p->role ? "out" : "y", &h[0]);
    if (st == BBMM_OK)
        st = bbmm_array_register(p->ctx, p->role ? p->y : p->x, sizeof(float), 1, &p->n,
                                 p->role ? "y_copy" : "x", &h[1]);
    if (st == BBMM_OK)
        st = bbmm_arrays_check_disjoint(p->ctx);
    return st;
}

/* Run axpy over "h" on this side. */
static bbmm_status pair_run(pair *p, const bbmm_array *h)
{
    bbmm_kernel_arg karg;
    bbmm_nest nest;
    float a = 2.0f;
    axpy_nest(&nest, h, p->n, &karg, &a);
    return bbmm_run(p->ctx, &nest);
}

/* Unregister what this side registered; the first failure in p->st_unreg. */
static void pair_unregister(pair *p, const bbmm_array *h)
{
    int i;
    p->st_unreg = BBMM_OK;
    for (i = 0; i < 2; i++) {
        bbmm_status st = h[i].id ? bbmm_array_unregister(p->ctx, h[i]) : BBMM_OK;
        if (st != BBMM_OK && p->st_unreg == BBMM_OK) {
            p->st_unreg = st;
            bbmm_error_message(p->ctx, p->msg_unreg, sizeof(p->msg_unreg));
        }
    }
}

/* Order 0: both register, then role 0 runs (its write meets role 1's
 * registration), then role 1 runs.  Order 1: role 0 registers and runs,
 * then role 1 registers the memory role 0 has written. */
static void *pair_main(void *arg)
{
    pair *p = (pair *)arg;
    bbmm_array h[2] = {{0}, {0}};
    float *out = (float *)calloc((size_t)p->n, sizeof(float));
    bbmm_status st;
    if (p->order == 1 && p->role == 1)
        pthread_barrier_wait(p->bar); /* role 0 has written */
    st = pair_register(p, out, h);
    if (p->order == 0)
        pthread_barrier_wait(p->bar); /* both registered */
    if (p->order == 0 && p->role == 1)
        pthread_barrier_wait(p->bar); /* role 0 has run */
    if (st == BBMM_OK && (p->order == 0 || p->role == 0))
        st = pair_run(p, h);
    p->st_run = st;
    if (st != BBMM_OK)
        bbmm_error_message(p->ctx, p->msg, sizeof(p->msg));
    if (p->role == 0)
        pthread_barrier_wait(p->bar); /* order 0: role 1 may run; order 1: may register */
    if (p->order == 1)
        pthread_barrier_wait(p->bar); /* role 1 has tried to register */
    pair_unregister(p, h);
    free(out);
    return NULL;
}

/* Run the two roles in "order"; check that both threads get
 * BBMM_ERR_OVERLAP naming the arrays, and that what role 0 computed
 * reached y (all of it when its run succeeded). */
static void conflict_case(bbmm_context *ctx, int order)
{
    const int64_t n = 100;
    float *y = (float *)malloc((size_t)n * sizeof(float)), *x = (float *)malloc((size_t)n * sizeof(float));
    float *old = (float *)malloc((size_t)n * sizeof(float));
    pthread_barrier_t bar;
    pthread_t th[2];
    pair p[2];
    bbmm_status st0;
    const char *m0;
    int i, nnew = 0, nold = 0;
    fill(y, n, 1);
    fill(old, n, 1);
    fill(x, n, 2);
    pthread_barrier_init(&bar, NULL, 2);
    for (i = 0; i < 2; i++) {
        memset(&p[i], 0, sizeof(p[i]));
        p[i].ctx = ctx;
        p[i].bar = &bar;
        p[i].y = y;
        p[i].x = x;
        p[i].n = n;
        p[i].role = i;
        p[i].order = order;
        pthread_create(&th[i], NULL, pair_main, &p[i]);
    }
    for (i = 0; i < 2; i++)
        pthread_join(th[i], NULL);
    pthread_barrier_destroy(&bar);
    st0 = order == 0 ? p[0].st_run : p[0].st_unreg;
    m0 = order == 0 ? p[0].msg : p[0].msg_unreg;
    CHECK(st0 == BBMM_ERR_OVERLAP && strstr(m0, "host array y shares memory with array y_copy of another thread"),
          "conflict order %d, writer: %s: %s", order, bbmm_status_name(st0), m0);
    CHECK(p[1].st_run == BBMM_ERR_OVERLAP && strstr(p[1].msg, "host array y_copy shares memory with array y of"),
          "conflict order %d, other thread: %s: %s", order, bbmm_status_name(p[1].st_run), p[1].msg);
    CHECK(order == 1 || p[1].st_unreg == BBMM_ERR_OVERLAP, "conflict order 0, other thread's unregistration: %s",
          bbmm_status_name(p[1].st_unreg));
    CHECK(order == 1 || p[0].st_unreg == BBMM_ERR_OVERLAP, "conflict order 0, writer's unregistration: %s",
          bbmm_status_name(p[0].st_unreg));
    for (i = 0; i < n; i++) {
        nnew += y[i] == 2.0f * x[i] + old[i];
        nold += y[i] == old[i];
    }
    CHECK(nnew + nold == n && nnew > 0 && (order == 0 || nnew == n),
          "conflict order %d: %d elements computed, %d old, %d neither", order, nnew, nold, (int)n - nnew - nold);
    free(y);
    free(x);
    free(old);
}

static void test_conflict(bbmm_context *ctx)
{
    conflict_case(ctx, 0);
    conflict_case(ctx, 1);
}

/* ---- zero: empty arrays and spaces ---------------------------------- */

static void test_zero(bbmm_context *ctx)
{
    int64_t ext0 = 0, ext2[2] = {5, 0};
    float one[4] = {1, 2, 3, 4};
    bbmm_array h[2], ha;
    bbmm_kernel_arg karg;
    bbmm_nest nest;
    float a = 3.0f;
    char msg[1024];
    bbmm_status st;
    st = bbmm_array_register(ctx, NULL, sizeof(float), 1, &ext0, "A", &h[0]);
    CHECK(st == BBMM_OK, "register A[0] at NULL: %s: %s", bbmm_status_name(st), bbmm_error_message(ctx, msg, sizeof(msg)));
    st = bbmm_array_register(ctx, one, sizeof(float), 1, &ext0, "B", &h[1]);
    CHECK(st == BBMM_OK, "register B[0]: %s", bbmm_status_name(st));
    st = bbmm_array_register(ctx, one, sizeof(float), 2, ext2, "C", &ha);
    CHECK(st == BBMM_OK, "register C[5][0]: %s", bbmm_status_name(st));
    CHECK(bbmm_arrays_check_disjoint(ctx) == BBMM_OK, "empty arrays overlap nothing");
    axpy_nest(&nest, h, 0, &karg, &a);
    st = bbmm_run(ctx, &nest);
    CHECK(st == BBMM_OK, "run over an empty space: %s: %s", bbmm_status_name(st),
          bbmm_error_message(ctx, msg, sizeof(msg)));
    nest.cover = bbmm_bb_1d(0, -1);
    nest.space = bbmm_bb_1d(10, 3);
    st = bbmm_run(ctx, &nest);
    CHECK(st == BBMM_OK, "run over an empty space and cover: %s", bbmm_status_name(st));
    CHECK(bbmm_array_sync(ctx, h[0]) == BBMM_OK, "sync A[0]");
    CHECK(bbmm_array_unregister(ctx, h[0]) == BBMM_OK, "unregister A[0]");
    CHECK(bbmm_array_unregister(ctx, h[1]) == BBMM_OK, "unregister B[0]");
    CHECK(bbmm_array_unregister(ctx, ha) == BBMM_OK, "unregister C[5][0]");
    CHECK(one[0] == 1 && one[3] == 4, "empty arrays left memory alone");
    ext0 = -1;
    st = bbmm_array_register(ctx, one, sizeof(float), 1, &ext0, "neg", &ha);
    CHECK(st == BBMM_ERR_INVALID && strstr(bbmm_error_message(ctx, msg, sizeof(msg)), "extent 0 is -1"),
          "negative extent: %s: %s", bbmm_status_name(st), msg);
    ext0 = 4;
    st = bbmm_array_register(ctx, NULL, sizeof(float), 1, &ext0, "null", &ha);
    CHECK(st == BBMM_ERR_INVALID && strstr(bbmm_error_message(ctx, msg, sizeof(msg)), "NULL host pointer"),
          "NULL with 4 elements: %s: %s", bbmm_status_name(st), msg);
}

/* ---- huge: spaces at and beyond the int64_t range -------------------- */

static const char nop_src[] =
    "kernel void nop(const bbmm_ktile tile)\n"
    "{\n"
    "}\n";

static bbmm_status nop_boxes(void *user, const bbmm_box *t, bbmm_tile_spec *spec)
{
    (void)user;
    (void)t;
    (void)spec;
    return BBMM_OK;
}

typedef struct huge_case {
    int64_t lo, hi;
    int64_t tile;
    int cover;         /* 0: none; 1: the space; 2: [0 .. hi] (a grid of 2^63 cells) */
    bbmm_status want;
} huge_case;

static const huge_case huge_cases[] = {
    {-9000000000000000000LL, 9000000000000000000LL, 0, 1, BBMM_ERR_OVERFLOW},
    {-9000000000000000000LL, 9000000000000000000LL, 8, 0, BBMM_ERR_OVERFLOW},
    {INT64_MIN, INT64_MAX, 0, 0, BBMM_ERR_OVERFLOW},
    {0, INT64_MAX, 1000, 1, BBMM_ERR_OVERFLOW},
    {INT64_MAX - 20, INT64_MAX, 8, 1, BBMM_OK},
    {INT64_MAX - 20, INT64_MAX, 8, 0, BBMM_OK},
    {INT64_MIN, INT64_MIN + 20, 8, 1, BBMM_OK},
    {INT64_MAX - 20, INT64_MAX, 0, 1, BBMM_OK},
    {INT64_MAX - 20, INT64_MAX, INT64_MAX, 1, BBMM_OK},
    {INT64_MAX - 20, INT64_MAX - 1, 1, 2, BBMM_OK},
    {INT64_MAX - 20, INT64_MAX - 1, 3, 2, BBMM_OK},
};

/* Run each case of huge_cases with a kernel that touches nothing. */
static void test_huge(bbmm_context *ctx)
{
    size_t i;
    char msg[1024];
    for (i = 0; i < sizeof(huge_cases) / sizeof(huge_cases[0]); i++) {
        const huge_case *c = &huge_cases[i];
        bbmm_nest nest;
        bbmm_status st;
        memset(&nest, 0, sizeof(nest));
        nest.name = "huge";
        nest.source = nop_src;
        nest.kernel = "nop";
        nest.space = bbmm_bb_1d(c->lo, c->hi);
        if (c->cover)
            nest.cover = c->cover == 1 ? nest.space : bbmm_bb_1d(0, c->hi);
        nest.tile[0] = c->tile;
        nest.boxes = nop_boxes;
        st = bbmm_run(ctx, &nest);
        bbmm_error_message(ctx, msg, sizeof(msg));
        CHECK(st == c->want && (st != BBMM_ERR_OVERFLOW || strstr(msg, "more than 2^63 - 1 points")),
              "space [%lld .. %lld] tile %lld: %s (%s), expected %s", (long long)c->lo, (long long)c->hi,
              (long long)c->tile, bbmm_status_name(st), msg, bbmm_status_name(c->want));
    }
}

/* ---- exit: bbmm_exit_prepare with other threads inside --------------- */

typedef struct looper {
    bbmm_context *ctx;
    pthread_mutex_t mu;
    int runs;             /* runs finished */
    bbmm_status last;     /* status of the last one */
    int slow;             /* boxes() sleeps: the run stays inside */
    int sleeping;         /* boxes() has started sleeping */
} looper;

/* Describe tile "t" like axpy_boxes, after 3 s when looper "user" asks so. */
static bbmm_status slow_boxes(void *user, const bbmm_box *t, bbmm_tile_spec *spec)
{
    struct timespec ts = {3, 0};
    looper *l = (looper *)user;
    if (__atomic_load_n(&l->slow, __ATOMIC_ACQUIRE)) {
        __atomic_store_n(&l->sleeping, 1, __ATOMIC_RELEASE);
        nanosleep(&ts, NULL);
    }
    return axpy_boxes(NULL, t, spec);
}

/* Run axpy over and over until a run fails (then the next call never
 * returns: the process is stopping). */
static void *looper_main(void *arg)
{
    looper *l = (looper *)arg;
    float *y = (float *)calloc(512, sizeof(float)), *x = (float *)calloc(512, sizeof(float));
    int64_t n = 512;
    for (;;) {
        bbmm_array h[2];
        bbmm_kernel_arg karg;
        bbmm_nest nest;
        float a = 1.0f;
        bbmm_status st = bbmm_array_register(l->ctx, y, sizeof(float), 1, &n, "y", &h[0]);
        if (st == BBMM_OK)
            st = bbmm_array_register(l->ctx, x, sizeof(float), 1, &n, "x", &h[1]);
        if (st == BBMM_OK) {
            axpy_nest(&nest, h, n, &karg, &a);
            nest.boxes = slow_boxes;
            nest.user = l;
            st = bbmm_run(l->ctx, &nest);
            bbmm_array_unregister(l->ctx, h[1]);
            bbmm_array_unregister(l->ctx, h[0]);
        }
        pthread_mutex_lock(&l->mu);
        l->runs++;
        l->last = st;
        pthread_mutex_unlock(&l->mu);
    }
    return NULL;
}

/* The runs "l" finished so far. */
static int looper_runs(looper *l, bbmm_status *last)
{
    int r;
    pthread_mutex_lock(&l->mu);
    r = l->runs;
    if (last)
        *last = l->last;
    pthread_mutex_unlock(&l->mu);
    return r;
}

/* exit: with a thread running regions, bbmm_exit_prepare returns BBMM_OK
 * once that thread is out of the runtime (its run stopped with
 * BBMM_ERR_STOPPED, or it finished and waits at its next call); the caller
 * may then destroy the context under it.  exit_busy: a thread that stays
 * inside (a 3 s boxes() callback) makes it return BBMM_ERR_BUSY after the
 * timeout; a second call from the same thread is BBMM_ERR_BUSY at once.
 * Both end the process here (the looper never returns). */
static void test_exit(bbmm_context *ctx, int busy)
{
    struct timespec nap = {0, 20000000};
    looper l;
    pthread_t th;
    bbmm_status st, last = BBMM_OK;
    int runs, runs2;
    memset(&l, 0, sizeof(l));
    pthread_mutex_init(&l.mu, NULL);
    l.ctx = ctx;
    pthread_create(&th, NULL, looper_main, &l);
    while (looper_runs(&l, NULL) < 3)
        nanosleep(&nap, NULL);
    if (busy) {
        __atomic_store_n(&l.slow, 1, __ATOMIC_RELEASE);
        while (!__atomic_load_n(&l.sleeping, __ATOMIC_ACQUIRE))
            nanosleep(&nap, NULL);
    }
    st = bbmm_exit_prepare(busy ? 300 : 30000);
    runs = looper_runs(&l, &last);
    CHECK(st == (busy ? BBMM_ERR_BUSY : BBMM_OK), "bbmm_exit_prepare: %s", bbmm_status_name(st));
    if (!busy) {
        /* The looper may have left its last runtime call just before
         * bbmm_exit_prepare returned and count that run just after: one
         * count at most, then none (its next call never returns). */
        nanosleep(&nap, NULL);
        runs2 = looper_runs(&l, NULL);
        CHECK(runs2 <= runs + 1, "%d runs finished after bbmm_exit_prepare returned", runs2 - runs);
        nanosleep(&nap, NULL);
        CHECK(looper_runs(&l, NULL) == runs2, "a run finished after bbmm_exit_prepare returned");
        CHECK(last == BBMM_OK || last == BBMM_ERR_STOPPED, "the looper's last run: %s", bbmm_status_name(last));
        st = bbmm_context_destroy(ctx);
        CHECK(st == BBMM_OK, "bbmm_context_destroy after bbmm_exit_prepare: %s", bbmm_status_name(st));
    } else {
        st = bbmm_exit_prepare(300);
        CHECK(st == BBMM_ERR_BUSY, "bbmm_exit_prepare again: %s", bbmm_status_name(st));
    }
    printf("rt_threads exit%s: %d checks, %d failures\n", busy ? "_busy" : "", checks, failures);
    fflush(stdout);
    _Exit(failures ? 1 : 0);
}

/* ---- main ------------------------------------------------------------ */

int main(int argc, char **argv)
{
    const char *only = argc > 1 ? argv[1] : NULL;
    bbmm_context *ctx = NULL;
    if (argc > 2 && atoi(argv[2]) > 0)
        runs = atoi(argv[2]);
    char err[1024];
    bbmm_status st = bbmm_context_create(NULL, &ctx, err, sizeof(err));
    if (st != BBMM_OK) {
        fprintf(stderr, "bbmm_context_create: %s: %s\n", bbmm_status_text(st), err);
        return 1;
    }
    if (!only || !strcmp(only, "grid"))
        test_grid(ctx);
    if (!only || !strcmp(only, "shared"))
        test_shared(ctx);
    if (!only || !strcmp(only, "conflict"))
        test_conflict(ctx);
    if (!only || !strcmp(only, "zero"))
        test_zero(ctx);
    if (!only || !strcmp(only, "huge"))
        test_huge(ctx);
    if (only && !strcmp(only, "exit"))
        test_exit(ctx, 0);
    if (only && !strcmp(only, "exit_busy"))
        test_exit(ctx, 1);
    printf("rt_threads %s: %d devices, ", only ? only : "all", bbmm_device_count(ctx));
    st = bbmm_context_destroy(ctx);
    CHECK(st == BBMM_OK, "bbmm_context_destroy: %s", bbmm_status_name(st));
    printf("%d checks, %d failures\n", checks, failures);
    return failures ? 1 : 0;
}
