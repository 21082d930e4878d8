/* rt_exec - the executor (bbmm_run: tiles, one worker per device, the
 * paper's Algorithm 4 and the coherency of its Table III) on every device
 * the environment gives; ctest runs it with 1, 2, 3 and 4 PoCL devices.
 *
 *   rt_exec
 *
 * Three small programs written here with the public API (floyd-warshall,
 * the jacobi-2d stencil, blackscholes), each checked with memcmp against
 * plain sequential C.  Scenarios (every failure is reported; the exit
 * status is EXIT_FAILURE if any check failed; a summary is printed):
 *   settings  the three programs under every BBMM_ALLOC / BBMM_REUSE /
 *             BBMM_COHERENCY / BBMM_DIST value (each with the others
 *             default, plus combinations), automatic tiles and tile sizes
 *             that do not divide the problem, and device budgets small
 *             enough to force box-out / box-in (evictions > 0)
 *   volumes   the statistics equal volumes derived here from the problem
 *             geometry: floyd (allocation peak, read-in, flow-out,
 *             write-out per device), jacobi (after the first time step:
 *             only the halo rows flow, nothing is read in or allocated),
 *             blackscholes (inputs in once, outputs out once)
 *   block     block coherency moves more device->host bytes than exact on
 *             floyd, with the same result (the ratio is printed)
 *   flowin    a flow-in never fills a copy from another box of the same
 *             device that still holds the value from before the phase
 *   errors    a kernel that does not compile (BBMM_ERR_BUILD, compiler log
 *             in the message, the context stays usable), bad array handles
 *             (BBMM_ERR_NOT_FOUND), a boxes() callback failing in every
 *             tile or in one tile of a phase (its status comes back and no
 *             data is lost)
 * Settings come from bbmm_context_desc; of the environment only
 * BBMM_PLATFORM and BBMM_DEVICES are honoured.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <bbmm.h>

#include "bs_math.h"
#include "floyd_ref.h"
#include "jacobi_ref.h"
#include "check.h"

/* ---- contexts ------------------------------------------------------- */

typedef struct setting {
    const char *name;
    bbmm_alloc_scheme alloc;
    bbmm_onoff reuse;
    bbmm_coherency coherency;
    bbmm_dist dist;
    uint64_t limit; /* device budget in bytes; 0: the device's memory */
    bbmm_onoff fuse; /* BBMM_FUSE (default: on) */
} setting;

/* A budget of 8 rows of a 37-column float array: floyd and jacobi tiles of
 * N = 37 and blackscholes tiles of 1000 options must be split to fit it,
 * and the pieces evict each other's boxes. */
#define BUDGET (8 * 37 * 4)

static const setting settings[] = {
    {"default", BBMM_ALLOC_DEFAULT, BBMM_SETTING_DEFAULT, BBMM_COHERENCY_DEFAULT, BBMM_DIST_DEFAULT, 0, BBMM_SETTING_DEFAULT},
    {"alloc=convex", BBMM_ALLOC_CONVEX, BBMM_SETTING_DEFAULT, BBMM_COHERENCY_DEFAULT, BBMM_DIST_DEFAULT, 0, BBMM_SETTING_DEFAULT},
    {"alloc=whole", BBMM_ALLOC_WHOLE, BBMM_SETTING_DEFAULT, BBMM_COHERENCY_DEFAULT, BBMM_DIST_DEFAULT, 0, BBMM_SETTING_DEFAULT},
    {"reuse=off", BBMM_ALLOC_DEFAULT, BBMM_SETTING_OFF, BBMM_COHERENCY_DEFAULT, BBMM_DIST_DEFAULT, 0, BBMM_SETTING_DEFAULT},
    {"coherency=block", BBMM_ALLOC_DEFAULT, BBMM_SETTING_DEFAULT, BBMM_COHERENCY_BLOCK, BBMM_DIST_DEFAULT, 0, BBMM_SETTING_DEFAULT},
    {"dist=cyclic", BBMM_ALLOC_DEFAULT, BBMM_SETTING_DEFAULT, BBMM_COHERENCY_DEFAULT, BBMM_DIST_CYCLIC, 0, BBMM_SETTING_DEFAULT},
    {"dist=dynamic", BBMM_ALLOC_DEFAULT, BBMM_SETTING_DEFAULT, BBMM_COHERENCY_DEFAULT, BBMM_DIST_DYNAMIC, 0, BBMM_SETTING_DEFAULT},
    {"alloc=disjoint,reuse=on,coherency=exact,dist=block", BBMM_ALLOC_DISJOINT, BBMM_SETTING_ON,
     BBMM_COHERENCY_EXACT, BBMM_DIST_BLOCK, 0, BBMM_SETTING_DEFAULT},
    {"alloc=convex,reuse=off,coherency=block,dist=cyclic", BBMM_ALLOC_CONVEX, BBMM_SETTING_OFF,
     BBMM_COHERENCY_BLOCK, BBMM_DIST_CYCLIC, 0, BBMM_SETTING_DEFAULT},
    {"alloc=whole,coherency=block,dist=dynamic", BBMM_ALLOC_WHOLE, BBMM_SETTING_DEFAULT, BBMM_COHERENCY_BLOCK,
     BBMM_DIST_DYNAMIC, 0, BBMM_SETTING_DEFAULT},
    {"alloc=convex,reuse=off,dist=dynamic", BBMM_ALLOC_CONVEX, BBMM_SETTING_OFF, BBMM_COHERENCY_DEFAULT,
     BBMM_DIST_DYNAMIC, 0, BBMM_SETTING_DEFAULT},
    {"fuse=off", BBMM_ALLOC_DEFAULT, BBMM_SETTING_DEFAULT, BBMM_COHERENCY_DEFAULT, BBMM_DIST_DEFAULT, 0,
     BBMM_SETTING_OFF},
};

static const setting budget_settings[] = {
    {"budget", BBMM_ALLOC_DEFAULT, BBMM_SETTING_DEFAULT, BBMM_COHERENCY_DEFAULT, BBMM_DIST_DEFAULT, BUDGET,
     BBMM_SETTING_DEFAULT},
    {"budget,coherency=block,dist=cyclic", BBMM_ALLOC_DEFAULT, BBMM_SETTING_DEFAULT, BBMM_COHERENCY_BLOCK,
     BBMM_DIST_CYCLIC, BUDGET, BBMM_SETTING_DEFAULT},
    {"budget,dist=dynamic", BBMM_ALLOC_DEFAULT, BBMM_SETTING_DEFAULT, BBMM_COHERENCY_DEFAULT, BBMM_DIST_DYNAMIC,
     BUDGET, BBMM_SETTING_DEFAULT},
    {"budget,fuse=off", BBMM_ALLOC_DEFAULT, BBMM_SETTING_DEFAULT, BBMM_COHERENCY_DEFAULT, BBMM_DIST_DEFAULT, BUDGET,
     BBMM_SETTING_OFF},
};

/* Create a context with setting "s" on the environment's devices ("devices"
 * overrides BBMM_DEVICES when not NULL); NULL after reporting a failure. */
static bbmm_context *ctx_make(const setting *s, const char *devices)
{
    bbmm_context_desc desc;
    bbmm_context *ctx = NULL;
    char err[1024];
    bbmm_status st;
    memset(&desc, 0, sizeof(desc));
    desc.platform = getenv("BBMM_PLATFORM");
    desc.devices = devices ? devices : getenv("BBMM_DEVICES");
    desc.device_mem_limit = s->limit;
    desc.alloc = s->alloc;
    desc.reuse = s->reuse;
    desc.coherency = s->coherency;
    desc.dist = s->dist;
    desc.fuse = s->fuse;
    desc.ignore_environment = 1;
    st = bbmm_context_create(&desc, &ctx, err, sizeof(err));
    CHECK(st == BBMM_OK, "bbmm_context_create(%s): %s: %s", s->name, bbmm_status_text(st), err);
    return ctx;
}

/* Check that status "st" of "what" is BBMM_OK, reporting the context's
 * message otherwise; return nonzero when it is. */
static int ok(bbmm_context *ctx, bbmm_status st, const char *what)
{
    char msg[8192];
    CHECK(st == BBMM_OK, "%s: %s: %s", what, bbmm_status_name(st), bbmm_error_message(ctx, msg, sizeof(msg)));
    return st == BBMM_OK;
}

/* Fill "nest" with the common fields: "name", kernel "kernel" of "source",
 * "narrays" arrays "arr", the parallel "space", tile sizes "tile" (NULL:
 * automatic), "boxes" with "user". */
static void nest_fill(bbmm_nest *nest, const char *name, const char *source, const char *kernel, int narrays,
                      const bbmm_array *arr, const bbmm_box *space, const int64_t *tile, bbmm_tile_boxes_fn boxes,
                      void *user)
{
    int d;
    memset(nest, 0, sizeof(*nest));
    nest->name = name;
    nest->source = source;
    nest->kernel = kernel;
    nest->narrays = narrays;
    nest->arrays = arr;
    nest->space = *space;
    for (d = 0; d < space->ndim && tile; d++)
        nest->tile[d] = tile[d];
    nest->boxes = boxes;
    nest->user = user;
}

/* Destroy "ctx" (may be NULL), reporting a failure of "what". */
static void destroy(bbmm_context *ctx, const char *what)
{
    bbmm_status st = bbmm_context_destroy(ctx);
    CHECK(st == BBMM_OK, "%s: bbmm_context_destroy: %s", what, bbmm_status_name(st));
}

/* Monotonic seconds. */
static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ---- floyd-warshall ------------------------------------------------- */

/* Declare the flow-out of tile "t" at step "k" of an "n"×"n" floyd into
 * "spec": row k+1 and column k+1 where the tile holds them and other tiles
 * read them at step k+1. */
static bbmm_status floyd_flowout(const bbmm_box *t, int64_t n, int64_t k, bbmm_tile_spec *spec)
{
    bbmm_status st = BBMM_OK;
    bbmm_box b;
    if (k + 1 >= n)
        return BBMM_OK;
    if (k + 1 >= t->lo[0] && k + 1 <= t->hi[0] && !(t->lo[0] == 0 && t->hi[0] == n - 1)) {
        b = bbmm_bb_2d(k + 1, k + 1, t->lo[1], t->hi[1]);
        st = bbmm_spec_flowout(spec, 0, &b);
    }
    if (st == BBMM_OK && k + 1 >= t->lo[1] && k + 1 <= t->hi[1] && !(t->lo[1] == 0 && t->hi[1] == n - 1)) {
        b = bbmm_bb_2d(t->lo[0], t->hi[0], k + 1, k + 1);
        st = bbmm_spec_flowout(spec, 0, &b);
    }
    return st;
}

/* The boxes of tile "t" at the step in "user" (a floyd_state): path[i][j]
 * read and written, path[i][k] read, path[k][j] read and iteration-local;
 * flow-out as floyd_flowout(); write-out the tile at the last step. */
static bbmm_status floyd_boxes(void *user, const bbmm_box *t, bbmm_tile_spec *spec)
{
    const floyd_state *s = (const floyd_state *)user;
    int64_t k = s->k;
    bbmm_box col = bbmm_bb_2d(t->lo[0], t->hi[0], k, k), row = bbmm_bb_2d(k, k, t->lo[1], t->hi[1]);
    bbmm_status st = bbmm_spec_access(spec, 0, t, BBMM_BOX_READ | BBMM_BOX_WRITE);
    if (st == BBMM_OK)
        st = bbmm_spec_access(spec, 0, &col, BBMM_BOX_READ);
    if (st == BBMM_OK)
        st = bbmm_spec_access(spec, 0, &row, BBMM_BOX_READ | BBMM_BOX_ITER_LOCAL);
    if (st == BBMM_OK)
        st = floyd_flowout(t, s->n, k, spec);
    if (st == BBMM_OK && k == s->n - 1)
        st = bbmm_spec_writeout(spec, 0, t);
    return st;
}

/* The device floyd_bbmm holds (bbmm_test_hold) from its second step until
 * every step is enqueued; -1: none. */
static int floyd_hold = -1;

/* Run floyd on "p" ("n"×"n", tiles "tile") on "ctx", then sync and
 * unregister the array; return the first error. */
static bbmm_status floyd_bbmm(bbmm_context *ctx, float *p, int64_t n, const int64_t *tile)
{
    int64_t ext[2] = {n, n};
    bbmm_box space = bbmm_bb_2d(0, n - 1, 0, n - 1);
    bbmm_kernel_arg args[2];
    floyd_state s;
    bbmm_array a;
    bbmm_nest nest;
    bbmm_status s2, st = bbmm_array_register(ctx, p, sizeof(float), 2, ext, "path", &a);
    if (st != BBMM_OK)
        return st;
    nest_fill(&nest, "floyd", floyd_kernel_source(), "floyd", 1, &a, &space, tile, floyd_boxes, &s);
    args[0].size = sizeof(int64_t);
    args[0].value = &s.n;
    args[1].size = sizeof(int64_t);
    args[1].value = &s.k;
    nest.nscalars = 2;
    nest.scalars = args;
    s.n = n;
    for (s.k = 0; s.k < n && st == BBMM_OK; s.k++) {
        if (floyd_hold >= 0 && s.k == 1)
            st = bbmm_test_hold(ctx, floyd_hold);
        if (st == BBMM_OK)
            st = bbmm_run(ctx, &nest);
    }
    if (floyd_hold >= 0 && n > 1 && (s2 = bbmm_test_release(ctx)) != BBMM_OK && st == BBMM_OK)
        st = s2;
    s2 = bbmm_array_unregister(ctx, a);
    return st != BBMM_OK ? st : s2;
}

/* ---- jacobi-2d ------------------------------------------------------ */

/* The status the test's boxes() returns when told to fail (one the runtime
 * never returns from bbmm_run on its own). */
#define INJECTED_STATUS BBMM_ERR_OVERLAP

typedef struct jacobi_state {
    int64_t n;
    int64_t phases;     /* 2 per time step: B from A, then A from B */
    int64_t p;          /* the current phase */
    int64_t fail_phase; /* boxes() fails in this phase (-1: never) */
    int64_t fail_row;   /* ... for the tile holding this row (-1: every tile) */
} jacobi_state;

/* Return nonzero when boxes() of tile "t" must fail in the phase of "s". */
static int jacobi_fails(const jacobi_state *s, const bbmm_box *t)
{
    return s->p == s->fail_phase && (s->fail_row < 0 || (s->fail_row >= t->lo[0] && s->fail_row <= t->hi[0]));
}

/* The boxes of tile "t" in the phase of "user" (a jacobi_state): the input
 * (slot 0) read through five access functions, the output (slot 1) written;
 * flow-out but after the last phase; write-out in the last time step. */
static bbmm_status jacobi_boxes(void *user, const bbmm_box *t, bbmm_tile_spec *spec)
{
    const jacobi_state *s = (const jacobi_state *)user;
    bbmm_status st = jacobi_fails(s, t) ? INJECTED_STATUS : BBMM_OK;
    if (st == BBMM_OK)
        st = jacobi_spec_io(t, spec);
    if (st == BBMM_OK && s->p + 1 < s->phases)
        st = jacobi_flowout(t, s->n, spec);
    if (st == BBMM_OK && s->p + 2 >= s->phases)
        st = bbmm_spec_writeout(spec, 1, t);
    return st;
}

/* Fill "a" and "b" ("n"×"n") as PolyBench does, then run "phases" phases
 * of the sequential program on them. */
static void jacobi_ref(float *a, float *b, int64_t n, int64_t phases)
{
    int64_t i, j, p;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            a[i * n + j] = ((float)i * (float)(j + 2) + 2.0f) / (float)n;
            b[i * n + j] = ((float)i * (float)(j + 3) + 3.0f) / (float)n;
        }
    for (p = 0; p < phases; p++) {
        if (p % 2)
            jacobi_sweep(a, b, n);
        else
            jacobi_sweep(b, a, n);
    }
}

/* Run phases "from".."to"-1 of the stencil in "s" on the arrays "ha" (A, B)
 * with tiles "tile" (rows, columns; 0: automatic); return the first error. */
static bbmm_status jacobi_phases(bbmm_context *ctx, const bbmm_array *ha, jacobi_state *s, const int64_t *tile,
                                 int64_t from, int64_t to)
{
    bbmm_box space = bbmm_bb_2d(1, s->n - 2, 1, s->n - 2);
    bbmm_array ab[2], ba[2];
    bbmm_nest nest[2];
    bbmm_status st = BBMM_OK;
    ab[0] = ba[1] = ha[0];
    ab[1] = ba[0] = ha[1];
    nest_fill(&nest[0], "jacobi", jacobi_source, "jacobi", 2, ab, &space, tile, jacobi_boxes, s);
    nest_fill(&nest[1], "jacobi", jacobi_source, "jacobi", 2, ba, &space, tile, jacobi_boxes, s);
    for (s->p = from; s->p < to && st == BBMM_OK; s->p++)
        st = bbmm_run(ctx, &nest[s->p % 2]);
    return st;
}

/* Register "a" and "b" ("n"×"n") with "ctx" into "ha". */
static bbmm_status jacobi_register(bbmm_context *ctx, float *a, float *b, int64_t n, bbmm_array *ha)
{
    int64_t ext[2] = {n, n};
    bbmm_status st = bbmm_array_register(ctx, a, sizeof(float), 2, ext, "A", &ha[0]);
    return st != BBMM_OK ? st : bbmm_array_register(ctx, b, sizeof(float), 2, ext, "B", &ha[1]);
}

/* Sync ("unregister" zero) or unregister the arrays "ha" (A, B). */
static bbmm_status jacobi_release(bbmm_context *ctx, const bbmm_array *ha, int unregister)
{
    bbmm_status st = BBMM_OK, s2;
    int i;
    for (i = 0; i < 2; i++) {
        s2 = unregister ? bbmm_array_unregister(ctx, ha[i]) : bbmm_array_sync(ctx, ha[i]);
        if (st == BBMM_OK)
            st = s2;
    }
    return st;
}

/* A jacobi_state for "n"×"n" and "tsteps" steps that never fails. */
static jacobi_state jacobi_state_make(int64_t n, int64_t tsteps)
{
    jacobi_state s;
    s.n = n;
    s.phases = 2 * tsteps;
    s.p = 0;
    s.fail_phase = s.fail_row = -1;
    return s;
}

/* Run "tsteps" steps on "a", "b" ("n"×"n", tiles "tile") on "ctx",
 * resetting the statistics after phase "reset" when it is not 0, then
 * unregister; return the first error. */
static bbmm_status jacobi_bbmm(bbmm_context *ctx, float *a, float *b, int64_t n, int64_t tsteps, const int64_t *tile,
                               int64_t reset)
{
    jacobi_state s = jacobi_state_make(n, tsteps);
    bbmm_array ha[2];
    bbmm_status s2, st = jacobi_register(ctx, a, b, n, ha);
    if (st != BBMM_OK)
        return st;
    st = jacobi_phases(ctx, ha, &s, tile, 0, reset);
    if (st == BBMM_OK && reset)
        st = bbmm_stats_reset(ctx);
    if (st == BBMM_OK)
        st = jacobi_phases(ctx, ha, &s, tile, reset, s.phases);
    s2 = jacobi_release(ctx, ha, 1);
    return st != BBMM_OK ? st : s2;
}

/* ---- blackscholes --------------------------------------------------- */

/* Bitwise reproducible in double: exp, log and the normal CDF use only
 * + - * / (correctly rounded on the host and, for double, in OpenCL C), no
 * libm or OpenCL builtin; the same text is compiled by both (see
 * samples/blackscholes.c for the reasoning). */
BS_MATH(static)

static const char bs_source[] =
    BS_STR(BS_MATH()) "\n"
    "#define AT(A) BBMM_REF1(A, i)\n"
    "kernel void bs(BBMM_ARRAY_PARAM(double, s, 1), BBMM_ARRAY_PARAM(double, k, 1),\n"
    "               BBMM_ARRAY_PARAM(double, r, 1), BBMM_ARRAY_PARAM(double, v, 1),\n"
    "               BBMM_ARRAY_PARAM(double, t, 1), BBMM_ARRAY_PARAM(double, c, 1),\n"
    "               BBMM_ARRAY_PARAM(double, p, 1), const bbmm_ktile tile)\n"
    "{\n"
    "    if (!BBMM_IN_TILE(tile))\n"
    "        return;\n"
    "    long i = BBMM_TILE_ID(tile, 0);\n"
    "    double call, put;\n"
    "    bs_price(AT(s), AT(k), AT(r), AT(v), AT(t), &call, &put);\n"
    "    AT(c) = call;\n"
    "    AT(p) = put;\n"
    "}\n";

#define BS_IN 5
#define BS_ARR 7

/* The boxes of tile "t": five inputs read; two outputs written and written
 * out ("user" unused). */
static bbmm_status bs_boxes(void *user, const bbmm_box *t, bbmm_tile_spec *spec)
{
    bbmm_status st = BBMM_OK;
    int a;
    (void)user;
    for (a = 0; a < BS_ARR && st == BBMM_OK; a++)
        st = bbmm_spec_access(spec, a, t, a < BS_IN ? BBMM_BOX_READ : BBMM_BOX_WRITE | BBMM_BOX_WRITE_ALL);
    for (a = BS_IN; a < BS_ARR && st == BBMM_OK; a++)
        st = bbmm_spec_writeout(spec, a, t);
    return st;
}

/* Fill the inputs of the seven arrays of "n" doubles in "v" (one block)
 * deterministically, the outputs with 0. */
static void bs_init(double *v, int64_t n)
{
    static const double lo[BS_IN] = {5.0, 1.0, 0.0275, 0.05, 0.25};
    static const double hi[BS_IN] = {30.0, 100.0, 0.1, 0.65, 10.0};
    uint64_t x = 88172645463325252ull;
    int64_t i;
    int a;
    memset(v, 0, (size_t)(BS_ARR * n) * sizeof(double));
    for (i = 0; i < n; i++)
        for (a = 0; a < BS_IN; a++) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            v[a * n + i] = lo[a] + (hi[a] - lo[a]) * (double)(x >> 11) / 9007199254740992.0;
        }
}

/* Price the "n" options of "v" sequentially. */
static void bs_seq(double *v, int64_t n)
{
    int64_t i;
    for (i = 0; i < n; i++)
        bs_price(v[i], v[n + i], v[2 * n + i], v[3 * n + i], v[4 * n + i], &v[5 * n + i], &v[6 * n + i]);
}

/* Price the options of "v" ("n", tiles "tile") on "ctx", then unregister;
 * return the first error. */
static bbmm_status bs_bbmm(bbmm_context *ctx, double *v, int64_t n, const int64_t *tile)
{
    bbmm_box space = bbmm_bb_1d(0, n - 1);
    bbmm_array h[BS_ARR];
    bbmm_nest nest;
    bbmm_status st = BBMM_OK, s2;
    int a, na = 0;
    for (a = 0; a < BS_ARR && st == BBMM_OK; a++, na++)
        st = bbmm_array_register(ctx, v + a * n, sizeof(double), 1, &n, "bs", &h[a]);
    nest_fill(&nest, "bs", bs_source, "bs", BS_ARR, h, &space, tile, bs_boxes, NULL);
    if (st == BBMM_OK)
        st = bbmm_run(ctx, &nest);
    for (a = 0; a < na; a++) {
        s2 = bbmm_array_unregister(ctx, h[a]);
        if (st == BBMM_OK)
            st = s2;
    }
    return st;
}

/* ---- results under every setting ------------------------------------ */

enum { PROG_FLOYD, PROG_JACOBI, PROG_BS };

typedef struct tcase {
    int prog;
    int64_t n;
    int64_t steps;   /* jacobi time steps */
    int64_t tile[2]; /* 0: automatic */
    int64_t reset;   /* jacobi: reset the statistics after this phase (0: never) */
} tcase;

static const tcase cases[] = {
    {PROG_FLOYD, 37, 0, {0, 0}, 0},  {PROG_FLOYD, 37, 0, {5, 0}, 0},  {PROG_FLOYD, 29, 0, {7, 6}, 0},
    {PROG_FLOYD, 2, 0, {0, 0}, 0},   {PROG_JACOBI, 37, 4, {0, 0}, 0}, {PROG_JACOBI, 37, 3, {5, 0}, 0},
    {PROG_JACOBI, 26, 3, {7, 9}, 0}, {PROG_JACOBI, 4, 2, {0, 0}, 0},  {PROG_BS, 1000, 0, {0, 0}, 0},
    {PROG_BS, 997, 0, {64, 0}, 0},   {PROG_BS, 37, 0, {5, 0}, 0},
};

static const tcase budget_cases[] = {
    {PROG_FLOYD, 37, 0, {0, 0}, 0},
    {PROG_JACOBI, 37, 3, {0, 0}, 0},
    {PROG_BS, 1000, 0, {0, 0}, 0},
};

/* Write a description of case "c" under "label" into "buf" ("len"). */
static const char *case_name(const tcase *c, const char *label, char *buf, size_t len)
{
    static const char *const names[] = {"floyd", "jacobi", "blackscholes"};
    snprintf(buf, len, "[%s] %s N=%lld%s%.0lld tiles %lldx%lld", label, names[c->prog], (long long)c->n,
             c->prog == PROG_JACOBI ? " T=" : "", (long long)c->steps, (long long)c->tile[0],
             (long long)c->tile[1]);
    return buf;
}

/* Run floyd case "c" on "ctx" and compare with the sequential result. */
static void case_floyd(bbmm_context *ctx, const tcase *c, const char *what)
{
    size_t bytes = (size_t)(c->n * c->n) * sizeof(float);
    float *p = malloc(bytes), *ref = malloc(bytes);
    CHECK(p && ref, "%s: out of host memory", what);
    if (p && ref) {
        floyd_init(p, c->n);
        memcpy(ref, p, bytes);
        floyd_reference(ref, c->n);
        if (ok(ctx, floyd_bbmm(ctx, p, c->n, c->tile), what))
            CHECK(!memcmp(p, ref, bytes), "%s: result differs from the sequential program", what);
    }
    free(p);
    free(ref);
}

/* Run jacobi case "c" on "ctx" and compare with the sequential result. */
static void case_jacobi(bbmm_context *ctx, const tcase *c, const char *what)
{
    size_t bytes = (size_t)(c->n * c->n) * sizeof(float);
    float *v = malloc(4 * bytes);
    CHECK(v != NULL, "%s: out of host memory", what);
    if (!v)
        return;
    jacobi_ref(v, v + c->n * c->n, c->n, 0);
    jacobi_ref(v + 2 * c->n * c->n, v + 3 * c->n * c->n, c->n, 2 * c->steps);
    if (ok(ctx, jacobi_bbmm(ctx, v, v + c->n * c->n, c->n, c->steps, c->tile, c->reset), what))
        CHECK(!memcmp(v, v + 2 * c->n * c->n, 2 * bytes), "%s: result differs from the sequential program", what);
    free(v);
}

/* Run blackscholes case "c" on "ctx" and compare with the sequential result. */
static void case_bs(bbmm_context *ctx, const tcase *c, const char *what)
{
    size_t bytes = (size_t)(BS_ARR * c->n) * sizeof(double);
    double *v = malloc(bytes), *ref = malloc(bytes);
    CHECK(v && ref, "%s: out of host memory", what);
    if (v && ref) {
        bs_init(v, c->n);
        memcpy(ref, v, bytes);
        bs_seq(ref, c->n);
        if (ok(ctx, bs_bbmm(ctx, v, c->n, c->tile), what))
            CHECK(!memcmp(v, ref, bytes), "%s: result differs from the sequential program (bitwise)", what);
    }
    free(v);
    free(ref);
}

static void (*const case_prog[])(bbmm_context *, const tcase *, const char *) = {case_floyd, case_jacobi, case_bs};

/* Run case "c" on "ctx" under setting "s"; with a budget, check that boxes
 * were evicted. */
static void case_run(bbmm_context *ctx, const setting *s, const tcase *c)
{
    char what[256];
    bbmm_stats st;
    case_name(c, s->name, what, sizeof(what));
    bbmm_stats_reset(ctx);
    case_prog[c->prog](ctx, c, what);
    if (s->limit && ok(ctx, bbmm_stats_get(ctx, -1, &st), what))
        CHECK(st.evictions > 0, "%s: a budget of %llu bytes evicted nothing", what, (unsigned long long)s->limit);
}

/* Run the "ncases" cases "cs" under each of the "nset" settings "set". */
static void test_settings(const setting *set, size_t nset, const tcase *cs, size_t ncases)
{
    size_t i, j;
    for (i = 0; i < nset; i++) {
        bbmm_context *ctx = ctx_make(&set[i], NULL);
        double t0 = now_s();
        int before = atomic_load(&failures);
        for (j = 0; j < ncases && ctx; j++)
            case_run(ctx, &set[i], &cs[j]);
        destroy(ctx, set[i].name);
        printf("  %-52s %s (%.2f s)\n", set[i].name, failures == before ? "ok" : "FAILED", now_s() - t0);
    }
}

/* ---- exact volumes -------------------------------------------------- */

/* Expected statistics of one device. */
typedef struct expect {
    uint64_t peak;        /* allocation peak; UINT64_MAX: not checked */
    uint64_t allocations; /* UINT64_MAX: not checked */
    uint64_t h2d[BBMM_PURPOSE_COUNT];
    uint64_t d2h[BBMM_PURPOSE_COUNT];
    uint64_t d2d[BBMM_PURPOSE_COUNT];
    int check_d2d;
} expect;

/* An expectation of nothing moved, peak and allocations unchecked. */
static expect expect_none(void)
{
    expect e;
    memset(&e, 0, sizeof(e));
    e.peak = e.allocations = UINT64_MAX;
    e.check_d2d = 1;
    return e;
}

/* Compare the "n" byte counts "got" of direction "dir" with "want". */
static void expect_dir(const char *what, int dev, const char *dir, const bbmm_xfer_count *got, const uint64_t *want)
{
    int p;
    for (p = 0; p < BBMM_PURPOSE_COUNT; p++)
        CHECK(got[p].bytes == want[p], "%s: device %d %s %s: %llu bytes, expected %llu", what, dev, dir,
              bbmm_purpose_name((bbmm_purpose)p), (unsigned long long)got[p].bytes, (unsigned long long)want[p]);
}

/* Compare the statistics of device "dev" with "e"; add them to "*sum". */
static void expect_check(bbmm_context *ctx, int dev, const expect *e, const char *what, bbmm_stats *sum)
{
    bbmm_stats s;
    int p;
    if (!ok(ctx, bbmm_stats_get(ctx, dev, &s), what))
        return;
    expect_dir(what, dev, "h2d", s.h2d, e->h2d);
    expect_dir(what, dev, "d2h", s.d2h, e->d2h);
    if (e->check_d2d)
        expect_dir(what, dev, "d2d", s.d2d, e->d2d);
    CHECK(e->peak == UINT64_MAX || s.alloc_peak == e->peak, "%s: device %d allocation peak %llu, expected %llu",
          what, dev, (unsigned long long)s.alloc_peak, (unsigned long long)e->peak);
    CHECK(e->allocations == UINT64_MAX || s.allocations == e->allocations,
          "%s: device %d made %llu allocations, expected %llu", what, dev, (unsigned long long)s.allocations,
          (unsigned long long)e->allocations);
    CHECK(s.evictions == 0, "%s: device %d evicted %llu boxes without a budget", what, dev,
          (unsigned long long)s.evictions);
    sum->alloc_peak += s.alloc_peak;
    for (p = 0; p < BBMM_PURPOSE_COUNT; p++) {
        sum->h2d[p].bytes += s.h2d[p].bytes;
        sum->d2h[p].bytes += s.d2h[p].bytes;
        sum->d2d[p].bytes += s.d2d[p].bytes;
    }
}

/* With automatic tiles, "ext" iterations from "lo" are cut into tiles of
 * ceil(ext/ndev); when that makes one tile per device, store device "d"'s
 * (block distribution) in "*r0".."*r1" and return 1, else return 0. */
static int auto_tile(int64_t lo, int64_t ext, int ndev, int d, int64_t *r0, int64_t *r1)
{
    int64_t s = (ext + ndev - 1) / ndev;
    *r0 = lo + d * s;
    *r1 = *r0 + s - 1 < lo + ext - 1 ? *r0 + s - 1 : lo + ext - 1;
    return (ext + s - 1) / s == ndev;
}

/* Return nonzero when automatic tiles of "ext" iterations from "lo" give
 * one tile per device of "ndev", which the volume models of "what" assume;
 * else say that it is skipped. */
static int volume_model(int64_t lo, int64_t ext, int ndev, const char *what)
{
    int64_t r0, r1;
    if (auto_tile(lo, ext, ndev, 0, &r0, &r1))
        return 1;
    printf("  %s: skipped (automatic tiles do not give one tile per device)\n", what);
    return 0;
}

/* Print the totals "sum" and "want" of a volume scenario "what". */
static void volume_line(const char *what, const bbmm_stats *sum, const expect *want)
{
    static const bbmm_purpose shown[] = {BBMM_PURPOSE_READIN, BBMM_PURPOSE_FLOWOUT, BBMM_PURPOSE_FLOWIN,
                                         BBMM_PURPOSE_WRITEOUT};
    size_t i;
    printf("  %s: allocation peak %llu", what, (unsigned long long)sum->alloc_peak);
    if (want->peak != UINT64_MAX)
        printf(" (expected %llu)", (unsigned long long)want->peak);
    for (i = 0; i < sizeof(shown) / sizeof(shown[0]); i++)
        printf(", %s h2d %llu/%llu d2h %llu/%llu", bbmm_purpose_name(shown[i]),
               (unsigned long long)sum->h2d[shown[i]].bytes, (unsigned long long)want->h2d[shown[i]],
               (unsigned long long)sum->d2h[shown[i]].bytes, (unsigned long long)want->d2h[shown[i]]);
    printf(", d2d %llu\n", (unsigned long long)(sum->d2d[BBMM_PURPOSE_READIN].bytes +
                                                sum->d2d[BBMM_PURPOSE_FLOWIN].bytes));
}

/* Add expectation "e" of one device to the totals "t". */
static void expect_add(expect *t, const expect *e)
{
    int p;
    if (t->peak != UINT64_MAX && e->peak != UINT64_MAX)
        t->peak += e->peak;
    for (p = 0; p < BBMM_PURPOSE_COUNT; p++) {
        t->h2d[p] += e->h2d[p];
        t->d2h[p] += e->d2h[p];
        t->d2d[p] += e->d2d[p];
    }
}

/* What floyd (case "c": "n"×"n" floats) moves on a device holding rows
 * "r0".."r1" as one tile (automatic tiles, block distribution, exact
 * coherency, disjoint allocation):
 *   - the tile's rows, plus the row k box at every k outside them (the
 *     column k box lies inside the tile): peak (rows + 1)·n, or n·n when
 *     the tile has every row (one device);
 *   - read-in: the tile once, and row k for every k it does not hold,
 *     each read from the host (it was flowed out at step k-1 and no other
 *     box held it then, so nothing is flowed in): rows·n + (n-rows)·n = n²
 *     per device, n² + (D-1)·n·n in all;
 *   - flow-out: row k+1 at every step k < n-1 where the tile holds it,
 *     n elements each (none when one tile has every row);
 *   - write-out: the tile once, at the last step;
 *   - no flow-in, box-in, box-out or intra-device copy. */
static expect floyd_expect(const tcase *c, int64_t r0, int64_t r1)
{
    expect e = expect_none();
    uint64_t n = (uint64_t)c->n, rows = (uint64_t)(r1 - r0 + 1), f = sizeof(float);
    int whole = rows == n;
    e.peak = (rows + !whole) * n * f;
    e.h2d[BBMM_PURPOSE_READIN] = n * n * f;
    e.d2h[BBMM_PURPOSE_FLOWOUT] = whole ? 0 : (uint64_t)(r1 - (r0 > 1 ? r0 : 1) + 1) * n * f;
    e.d2h[BBMM_PURPOSE_WRITEOUT] = rows * n * f;
    return e;
}

/* What the stencil (case "c": "n"×"n" floats, statistics reset after
 * phase "reset" = 2, the first time step) moves afterwards on a device
 * holding interior rows "r0".."r1" as one tile (automatic tiles, default
 * settings).  Every box is resident after the first step, so nothing is
 * allocated or read in.  In every phase but the last, the tile flows out
 * each border row that has a neighbouring tile (n-2 elements) and the
 * neighbour's border row is flowed into its halo box from the host; in the
 * last step both arrays are written out.  (Intra-device copies are not
 * modelled: they are printed.) */
static expect jacobi_expect(const tcase *c, int64_t r0, int64_t r1)
{
    expect e = expect_none();
    uint64_t m = (uint64_t)(c->n - 2), f = sizeof(float);
    uint64_t sides = (uint64_t)(r0 > 1) + (uint64_t)(r1 < c->n - 2);
    uint64_t phases = (uint64_t)(2 * c->steps - c->reset - 1);
    e.allocations = 0;
    e.check_d2d = 0;
    e.h2d[BBMM_PURPOSE_FLOWIN] = phases * sides * m * f;
    e.d2h[BBMM_PURPOSE_FLOWOUT] = phases * sides * m * f;
    e.d2h[BBMM_PURPOSE_WRITEOUT] = 2 * (uint64_t)(r1 - r0 + 1) * m * f;
    return e;
}

/* What blackscholes (case "c") moves on a device holding options
 * "r0".."r1" as one tile: the five inputs read in once, the two outputs
 * written out once; the seven boxes are the whole allocation; nothing
 * else. */
static expect bs_expect(const tcase *c, int64_t r0, int64_t r1)
{
    expect e = expect_none();
    uint64_t b = (uint64_t)(r1 - r0 + 1) * sizeof(double);
    (void)c;
    e.peak = BS_ARR * b;
    e.allocations = BS_ARR;
    e.h2d[BBMM_PURPOSE_READIN] = BS_IN * b;
    e.d2h[BBMM_PURPOSE_WRITEOUT] = (BS_ARR - BS_IN) * b;
    return e;
}

static expect (*const case_model[])(const tcase *, int64_t, int64_t) = {floyd_expect, jacobi_expect, bs_expect};

static const tcase volume_cases[] = {
    {PROG_FLOYD, 37, 0, {0, 0}, 0},  {PROG_FLOYD, 24, 0, {0, 0}, 0}, {PROG_JACOBI, 37, 5, {0, 0}, 2},
    {PROG_JACOBI, 20, 4, {0, 0}, 2}, {PROG_BS, 1000, 0, {0, 0}, 0},  {PROG_BS, 333, 0, {0, 0}, 0},
};

/* Run volume case "c" on a fresh context with default settings and compare
 * every device's statistics with its model. */
static void volume_check(const tcase *c)
{
    setting def = settings[0];
    bbmm_context *ctx = ctx_make(&def, NULL);
    int64_t lo = c->prog == PROG_JACOBI, ext = c->n - 2 * lo, r0, r1;
    expect e, total = expect_none();
    bbmm_stats sum;
    char what[256];
    int d, ran, ndev = bbmm_device_count(ctx), before = atomic_load(&failures);
    case_name(c, "volumes", what, sizeof(what));
    memset(&sum, 0, sizeof(sum));
    total.peak = c->prog == PROG_JACOBI ? UINT64_MAX : 0;
    if (ctx && volume_model(lo, ext, ndev, what)) {
        case_prog[c->prog](ctx, c, what);
        ran = failures == before;
        for (d = 0; d < ndev && ran; d++) {
            auto_tile(lo, ext, ndev, d, &r0, &r1);
            e = case_model[c->prog](c, r0, r1);
            expect_check(ctx, d, &e, what, &sum);
            expect_add(&total, &e);
        }
        volume_line(what, &sum, &total);
    }
    destroy(ctx, what);
}

/* ---- block coherency ------------------------------------------------ */

/* Sum the bytes of the counts "c" over every purpose. */
static uint64_t bytes_all(const bbmm_xfer_count *c)
{
    uint64_t b = 0;
    int i;
    for (i = 0; i < BBMM_PURPOSE_COUNT; i++)
        b += c[i].bytes;
    return b;
}

/* Run floyd on "n"×"n" into "p" under coherency "coh"; store the total
 * statistics in "*st" (zero on failure). */
static void block_run(int64_t n, bbmm_coherency coh, float *p, bbmm_stats *st, const char *what)
{
    setting s = settings[0];
    bbmm_context *ctx;
    int64_t zero[2] = {0, 0};
    memset(st, 0, sizeof(*st));
    s.coherency = coh;
    ctx = ctx_make(&s, NULL);
    floyd_init(p, n);
    if (ctx && ok(ctx, floyd_bbmm(ctx, p, n, zero), what))
        ok(ctx, bbmm_stats_get(ctx, -1, st), what);
    destroy(ctx, what);
}

/* Write "a" / "b" as a ratio into "buf" ("len"); "b" 0 reads "exact moves
 * none". */
static const char *ratio(uint64_t a, uint64_t b, char *buf, size_t len)
{
    if (b)
        snprintf(buf, len, "%.2fx", (double)a / (double)b);
    else
        snprintf(buf, len, "exact moves none");
    return buf;
}

/* floyd on "n"×"n" under exact and block coherency: identical results, and
 * block moves strictly more device->host bytes. */
static void test_block(int64_t n)
{
    size_t bytes = (size_t)(n * n) * sizeof(float);
    float *p = malloc(3 * bytes);
    uint64_t ex, bl, exf, blf;
    bbmm_stats exact, block;
    char r1[32], r2[32];
    if (!p) {
        CHECK(p != NULL, "block: out of host memory");
        return;
    }
    block_run(n, BBMM_COHERENCY_EXACT, p, &exact, "floyd exact");
    block_run(n, BBMM_COHERENCY_BLOCK, p + n * n, &block, "floyd block");
    floyd_init(p + 2 * n * n, n);
    floyd_reference(p + 2 * n * n, n);
    CHECK(!memcmp(p, p + 2 * n * n, bytes), "floyd exact coherency: result differs from sequential");
    CHECK(!memcmp(p + n * n, p + 2 * n * n, bytes), "floyd block coherency: result differs from sequential");
    ex = bytes_all(exact.d2h);
    bl = bytes_all(block.d2h);
    exf = exact.d2h[BBMM_PURPOSE_FLOWOUT].bytes;
    blf = block.d2h[BBMM_PURPOSE_FLOWOUT].bytes;
    CHECK(bl > ex, "floyd N=%lld: block coherency moved %llu device->host bytes, exact %llu", (long long)n,
          (unsigned long long)bl, (unsigned long long)ex);
    printf("  floyd N=%lld: device->host bytes exact %llu, block %llu (%s); flow-out exact %llu, block %llu (%s)\n",
           (long long)n, (unsigned long long)ex, (unsigned long long)bl, ratio(bl, ex, r1, sizeof(r1)),
           (unsigned long long)exf, (unsigned long long)blf, ratio(blf, exf, r2, sizeof(r2)));
    free(p);
}

/* ---- flow-in within one device -------------------------------------- */

static const char small_source[] =
    "kernel void inc(BBMM_ARRAY_PARAM(int, x, 1), const bbmm_ktile tile, long s)\n"
    "{\n"
    "    if (BBMM_IN_TILE(tile))\n"
    "        BBMM_REF1(x, BBMM_TILE_ID(tile, 0)) += 1;\n"
    "}\n"
    "kernel void copy(BBMM_ARRAY_PARAM(int, x, 1), const bbmm_ktile tile, long s)\n"
    "{\n"
    "    if (BBMM_IN_TILE(tile))\n"
    "        BBMM_REF1(x, BBMM_TILE_ID(tile, 0)) = BBMM_REF1(x, s);\n"
    "}\n";

/* One run of a small kernel: the tile is read and written; "read" (if not
 * empty) is read too; "flow" declares the tile as flow-out. */
typedef struct small_step {
    const char *kernel;
    int64_t lo, hi;
    int64_t read_lo, read_hi;
    int flow;
    int64_t s; /* the scalar: copy's source index */
} small_step;

/* The boxes of tile "t" for the small_step in "user". */
static bbmm_status small_boxes(void *user, const bbmm_box *t, bbmm_tile_spec *spec)
{
    const small_step *s = (const small_step *)user;
    bbmm_box r = bbmm_bb_1d(s->read_lo, s->read_hi);
    bbmm_status st = bbmm_spec_access(spec, 0, t, BBMM_BOX_READ | BBMM_BOX_WRITE);
    if (st == BBMM_OK && s->read_lo <= s->read_hi)
        st = bbmm_spec_access(spec, 0, &r, BBMM_BOX_READ);
    if (st == BBMM_OK && s->flow)
        st = bbmm_spec_flowout(spec, 0, t);
    return st;
}

/* Run "step" on array "a" of "ctx" (one tile); return the status. */
static bbmm_status small_run(bbmm_context *ctx, bbmm_array a, const small_step *step)
{
    bbmm_box space = bbmm_bb_1d(step->lo, step->hi);
    bbmm_kernel_arg arg;
    bbmm_nest nest;
    nest_fill(&nest, step->kernel, small_source, step->kernel, 1, &a, &space, NULL, small_boxes,
              (void *)(uintptr_t)step);
    arg.size = sizeof(int64_t);
    arg.value = &step->s;
    nest.nscalars = 1;
    nest.scalars = &arg;
    return bbmm_run(ctx, &nest);
}

/* On one device, boxes W = x[4..5], Z = x[0..7] and Y = x[4..11] all hold
 * x[4]; W writes it and flows it out; the flow-in must bring Y and Z the
 * new value (from W or the host), not each other's old one: a later read of
 * x[4] through Z must see it. */
static void test_flowin(void)
{
    static const small_step steps[] = {
        {"inc", 4, 5, 1, 0, 0, 0},  {"inc", 0, 0, 0, 7, 0, 0}, {"inc", 8, 8, 4, 11, 0, 0},
        {"inc", 4, 5, 1, 0, 1, 0},  {"copy", 0, 0, 0, 7, 0, 4},
    };
    setting def = settings[0];
    bbmm_context *ctx = ctx_make(&def, "1");
    int x[16], i;
    int64_t ext = 16;
    bbmm_array a;
    bbmm_status st;
    for (i = 0; i < 16; i++)
        x[i] = 100 * i;
    st = ctx ? bbmm_array_register(ctx, x, sizeof(int), 1, &ext, "x", &a) : BBMM_ERR_NO_DEVICE;
    for (i = 0; i < 5 && st == BBMM_OK; i++)
        st = small_run(ctx, a, &steps[i]);
    if (ctx && ok(ctx, st, "flowin") && ok(ctx, bbmm_array_sync(ctx, a), "flowin sync"))
        CHECK(x[0] == 402 && x[4] == 402 && x[8] == 801,
              "flowin: x[0] = %d (expected 402, the value of x[4] after its second write), x[4] = %d "
              "(expected 402), x[8] = %d (expected 801)",
              x[0], x[4], x[8]);
    destroy(ctx, "flowin");
}

/* ---- late flow-out -------------------------------------------------- */

/* x has two halves of M elements, one tile each (devices 0 and 1).  Step 0
 * writes x[E] (first half); steps 1 to 3 add 1 to every other element of
 * the first half, so its tile's write box holds x[E] every step without
 * writing it; step 2 adds x[E] to every element of the second half. */
static const char late_source[] =
    "kernel void late(BBMM_ARRAY_PARAM(int, x, 1), const bbmm_ktile tile, long s, long e, long m)\n"
    "{\n"
    "    long i;\n"
    "    if (!BBMM_IN_TILE(tile))\n"
    "        return;\n"
    "    i = BBMM_TILE_ID(tile, 0);\n"
    "    if (s == 0 && i == e)\n"
    "        BBMM_REF1(x, i) = 1000;\n"
    "    if (s > 0 && i < m && i != e)\n"
    "        BBMM_REF1(x, i) += 1;\n"
    "    if (s == 2 && i >= m)\n"
    "        BBMM_REF1(x, i) += BBMM_REF1(x, e);\n"
    "}\n";

#define LATE_M 64
#define LATE_E 5

typedef struct late_state {
    int64_t s, e, m;
    int sooner; /* step 1 flows x[E] out as well (bbmm_spec_flowout) */
} late_state;

/* Every tile reads and writes itself; at step 0 the first tile's late
 * flow-out is x[E], read at step 2 (two runs on) by the second tile. */
static bbmm_status late_boxes(void *user, const bbmm_box *t, bbmm_tile_spec *spec)
{
    const late_state *ls = (const late_state *)user;
    bbmm_box e = bbmm_bb_1d(ls->e, ls->e);
    bbmm_status st = bbmm_spec_access(spec, 0, t, BBMM_BOX_READ | BBMM_BOX_WRITE);
    int holds = t->lo[0] <= ls->e && ls->e <= t->hi[0];
    if (st == BBMM_OK && holds && ls->s == 0)
        st = bbmm_spec_flowout_late(spec, 0, &e);
    if (st == BBMM_OK && holds && ls->s == 1 && ls->sooner)
        st = bbmm_spec_flowout(spec, 0, &e);
    if (st == BBMM_OK && !holds && ls->s == 2)
        st = bbmm_spec_access(spec, 0, &e, BBMM_BOX_READ);
    return st;
}

/* Late flow-outs (bbmm_spec_flowout_late) on two devices stay on the
 * writer's device for a run, and what no flow-out of the next run copied
 * reaches the host before the run after it: there the writer's tile, run
 * first, marks x[E] written again (its write box) without writing it, and
 * the reader's read-in must still find the value of step 0.  Without the
 * flush it read the host's old value.  With "sooner" the next run's
 * flow-out carries x[E] and the late one moves nothing more: 4 bytes of
 * flow-out either way. */
/* BBMM_EARLY=trial's trial (grid.h's bbmmi_early_trial_run) on a clock of
 * its own: runs cost 100 ns split and 110 not, so the first trial keeps
 * splitting; BBMMI_EARLY_RETRY runs later the costs have swapped and the
 * trial that runs again drops it, and so does the one after; a difference
 * under 2 % keeps no split. */
static void test_early_trial(void)
{
    bbmmi_early_trial e;
    uint64_t now = 0;
    int run, split, ended, trials = 0, kept = 0, first_end = -1, second_end = -1;
    memset(&e, 0, sizeof(e));
    for (run = 0; run < 3 * BBMMI_EARLY_RETRY; run++) {
        int later = run >= BBMMI_EARLY_RETRY;
        split = bbmmi_early_trial_run(&e, now, &ended);
        now += split != later ? 100 : 110;
        if (ended) {
            trials++;
            kept += e.split;
            if (first_end < 0)
                first_end = run;
            else if (second_end < 0)
                second_end = run;
        }
    }
    CHECK(trials == 3 && kept == 1, "early trial: %d trial(s), %d kept, want 3 and 1", trials, kept);
    CHECK(first_end == BBMMI_EARLY_BLOCK * BBMMI_EARLY_BLOCKS,
          "early trial: the first decision at run %d, want %d", first_end,
          BBMMI_EARLY_BLOCK * BBMMI_EARLY_BLOCKS);
    CHECK(second_end == first_end + BBMMI_EARLY_RETRY + BBMMI_EARLY_BLOCK * BBMMI_EARLY_BLOCKS,
          "early trial: the second decision at run %d, want %d", second_end,
          first_end + BBMMI_EARLY_RETRY + BBMMI_EARLY_BLOCK * BBMMI_EARLY_BLOCKS);
    CHECK(!e.split, "early trial: splitting kept after it turned slower");
    memset(&e, 0, sizeof(e));
    now = 0;
    for (run = 0; run <= BBMMI_EARLY_BLOCK * BBMMI_EARLY_BLOCKS; run++) {
        split = bbmmi_early_trial_run(&e, now, &ended);
        now += split ? 100 : 101; /* 1 % faster: not enough */
    }
    CHECK(e.block < 0 && !e.split, "early trial: kept a split 1 %% faster (block %d, split %d)", e.block, e.split);
    printf("  trials decided at runs %d and %d\n", first_end, second_end);
}

static void test_late(void)
{
    static const int looks[] = {1, 8};
    int sooner, li;
    for (sooner = 0; sooner < 2; sooner++)
        for (li = 0; li < 2; li++) {
            bbmm_context_desc desc;
            bbmm_context *ctx = NULL;
            char err[512];
            int x[2 * LATE_M], ref[2 * LATE_M], i;
            int64_t ext = 2 * LATE_M, tile = LATE_M;
            bbmm_box space = bbmm_bb_1d(0, 2 * LATE_M - 1);
            bbmm_kernel_arg args[3];
            bbmm_nest nest;
            late_state ls;
            bbmm_array a;
            bbmm_status st;
            bbmm_stats s0;
            char what[64];
            snprintf(what, sizeof(what), "late flow-out%s, look-ahead %d", sooner ? " (carried sooner)" : "",
                     looks[li]);
            for (i = 0; i < 2 * LATE_M; i++)
                x[i] = ref[i] = 3 * i;
            ref[LATE_E] = 1000;
            for (i = 0; i < LATE_M; i++)
                ref[i] += i != LATE_E ? 3 : 0;
            for (i = LATE_M; i < 2 * LATE_M; i++)
                ref[i] += 1000;
            memset(&desc, 0, sizeof(desc));
            desc.platform = getenv("BBMM_PLATFORM");
            desc.devices = "0,1";
            desc.lookahead = looks[li];
            desc.ignore_environment = 1;
            st = bbmm_context_create(&desc, &ctx, err, sizeof(err));
            CHECK(st == BBMM_OK, "%s: bbmm_context_create: %s", what, err);
            if (st == BBMM_OK)
                st = bbmm_set_spread(ctx, BBMM_SPREAD_ALL);
            if (st == BBMM_OK)
                st = bbmm_array_register(ctx, x, sizeof(int), 1, &ext, "x", &a);
            nest_fill(&nest, "late", late_source, "late", 1, &a, &space, &tile, late_boxes, &ls);
            args[0].size = args[1].size = args[2].size = sizeof(int64_t);
            args[0].value = &ls.s;
            args[1].value = &ls.e;
            args[2].value = &ls.m;
            nest.nscalars = 3;
            nest.scalars = args;
            ls.e = LATE_E;
            ls.m = LATE_M;
            ls.sooner = sooner;
            for (ls.s = 0; ls.s < 4 && st == BBMM_OK; ls.s++)
                st = bbmm_run(ctx, &nest);
            if (ctx && ok(ctx, st, what) && ok(ctx, bbmm_array_sync(ctx, a), what) &&
                ok(ctx, bbmm_stats_get(ctx, 0, &s0), what)) {
                for (i = 0; i < 2 * LATE_M && x[i] == ref[i]; i++)
                    ;
                CHECK(i == 2 * LATE_M, "%s: x[%d] = %d, expected %d", what, i, i < 2 * LATE_M ? x[i] : 0,
                      i < 2 * LATE_M ? ref[i] : 0);
                CHECK(s0.d2h[BBMM_PURPOSE_FLOWOUT].bytes == sizeof(int),
                      "%s: device 0 moved %llu bytes of flow-out, expected %zu", what,
                      (unsigned long long)s0.d2h[BBMM_PURPOSE_FLOWOUT].bytes, sizeof(int));
            }
            if (ctx)
                ok(ctx, bbmm_array_unregister(ctx, a), what);
            destroy(ctx, what);
        }
}

/* ---- error paths ---------------------------------------------------- */

static const char broken_source[] =
    "kernel void broken(BBMM_ARRAY_PARAM(int, x, 1), const bbmm_ktile tile, long s)\n"
    "{\n"
    "    rt_exec_undeclared_identifier = 1;\n"
    "}\n";

/* A kernel that does not compile gives BBMM_ERR_BUILD with the compiler
 * log in the message; the context then runs a good kernel. */
static void test_build_error(bbmm_context *ctx)
{
    static const small_step good = {"inc", 0, 15, 1, 0, 0, 0};
    char msg[8192];
    int x[16], i, right = 1;
    int64_t ext = 16;
    bbmm_box space = bbmm_bb_1d(0, 15);
    bbmm_kernel_arg arg = {sizeof(int64_t), &good.s};
    bbmm_nest nest;
    bbmm_array a;
    bbmm_status st;
    for (i = 0; i < 16; i++)
        x[i] = i;
    if (!ok(ctx, bbmm_array_register(ctx, x, sizeof(int), 1, &ext, "x", &a), "build: register"))
        return;
    nest_fill(&nest, "broken", broken_source, "broken", 1, &a, &space, NULL, small_boxes, (void *)(uintptr_t)&good);
    nest.nscalars = 1;
    nest.scalars = &arg;
    st = bbmm_run(ctx, &nest);
    bbmm_error_message(ctx, msg, sizeof(msg));
    CHECK(st == BBMM_ERR_BUILD, "a kernel that does not compile: %s, expected BBMM_ERR_BUILD", bbmm_status_name(st));
    CHECK(strstr(msg, "rt_exec_undeclared_identifier") != NULL, "the build message has no compiler log: %s", msg);
    if (ok(ctx, small_run(ctx, a, &good), "build: a good kernel after the failed build") &&
        ok(ctx, bbmm_array_unregister(ctx, a), "build: unregister"))
        for (i = 0; i < 16; i++)
            right &= x[i] == i + 1;
    CHECK(right, "build: the good kernel after the failed build gave a wrong result");
}

/* A nest naming a never-registered or an unregistered array gives
 * BBMM_ERR_NOT_FOUND. */
static void test_bad_handle(bbmm_context *ctx)
{
    static const small_step step = {"inc", 0, 3, 1, 0, 0, 0};
    int x[4] = {0, 0, 0, 0};
    int64_t ext = 4;
    bbmm_array bad[2];
    bbmm_status st;
    int i;
    bad[0].id = 4242;
    if (!ok(ctx, bbmm_array_register(ctx, x, sizeof(int), 1, &ext, "x", &bad[1]), "handle: register") ||
        !ok(ctx, bbmm_array_unregister(ctx, bad[1]), "handle: unregister"))
        return;
    for (i = 0; i < 2; i++) {
        st = small_run(ctx, bad[i], &step);
        CHECK(st == BBMM_ERR_NOT_FOUND, "a nest with a %s array handle: %s, expected BBMM_ERR_NOT_FOUND",
              i ? "unregistered" : "never registered", bbmm_status_name(st));
    }
}

/* A nest whose cover does not hold its space is refused, with a message,
 * before any tile runs. */
static void test_bad_cover(bbmm_context *ctx)
{
    static const small_step step = {"inc", 0, 3, 1, 0, 0, 0};
    int x[4] = {5, 5, 5, 5};
    int64_t ext = 4;
    bbmm_box space = bbmm_bb_1d(0, 3);
    bbmm_kernel_arg arg;
    bbmm_nest nest;
    bbmm_array a;
    bbmm_status st;
    char msg[512];
    if (!ok(ctx, bbmm_array_register(ctx, x, sizeof(int), 1, &ext, "x", &a), "cover: register"))
        return;
    nest_fill(&nest, step.kernel, small_source, step.kernel, 1, &a, &space, NULL, small_boxes,
              (void *)(uintptr_t)&step);
    arg.size = sizeof(int64_t);
    arg.value = &step.s;
    nest.nscalars = 1;
    nest.scalars = &arg;
    nest.cover = bbmm_bb_1d(1, 3);
    st = bbmm_run(ctx, &nest);
    CHECK(st == BBMM_ERR_INVALID && strstr(bbmm_error_message(ctx, msg, sizeof(msg)), "cover"),
          "a space outside the cover: %s (%s), expected BBMM_ERR_INVALID naming the cover", bbmm_status_name(st),
          msg);
    if (ok(ctx, bbmm_array_sync(ctx, a), "cover: sync"))
        CHECK(x[0] == 5 && x[3] == 5, "cover: a refused nest changed the array");
    ok(ctx, bbmm_array_unregister(ctx, a), "cover: unregister");
}

/* The default context: one per process until destroyed, then a new one. */
static void test_default_context(void)
{
    bbmm_context *a = NULL, *b = NULL;
    char err[512];
    CHECK(bbmm_default_context(NULL, err, sizeof(err)) == BBMM_ERR_INVALID,
          "default context: a NULL result pointer is not refused");
    if (bbmm_default_context(&a, err, sizeof(err)) != BBMM_OK || !a) {
        CHECK(0, "default context: %s", err);
        return;
    }
    CHECK(bbmm_default_context(&b, err, sizeof(err)) == BBMM_OK && a == b,
          "default context: a second call gave another context");
    CHECK(bbmm_default_context_destroy() == BBMM_OK, "default context: destroy failed");
    b = NULL;
    CHECK(bbmm_default_context(&b, err, sizeof(err)) == BBMM_OK && b, "default context: not made again (%s)", err);
    CHECK(bbmm_default_context_destroy() == BBMM_OK && bbmm_default_context_destroy() == BBMM_OK,
          "default context: destroying it (twice) failed");
}

/* Return nonzero when every element of "got" ("count") equals the one of
 * "old" or of "new_". */
static int old_or_new(const float *got, const float *old, const float *new_, int64_t count)
{
    int64_t i;
    for (i = 0; i < count; i++)
        if (got[i] != old[i] && got[i] != new_[i])
            return 0;
    return 1;
}

/* After boxes() failed in phase "p" of the stencil ("row" -1: in every
 * tile, else in the tile holding that row) the host arrays "v" (A, B)
 * hold, after a sync: the unwritten array as after phase p-1, the written
 * one element-wise as after p-1 or p ("ref" holds A, B after p-1 then A, B
 * after p), and the failing tile's rows as after p-1. */
static void callback_compare(const float *v, const float *ref, int64_t n, int64_t p, int64_t row, const char *what)
{
    int64_t nn = n * n, w = (p % 2) ? 0 : 1;
    CHECK(!memcmp(v + (1 - w) * nn, ref + (1 - w) * nn, (size_t)nn * sizeof(float)),
          "%s: the array phase %lld reads changed", what, (long long)p);
    if (row < 0) {
        CHECK(!memcmp(v + w * nn, ref + w * nn, (size_t)nn * sizeof(float)),
              "%s: the array phase %lld writes is not as after the last good phase", what, (long long)p);
        return;
    }
    CHECK(old_or_new(v + w * nn, ref + w * nn, ref + (2 + w) * nn, nn),
          "%s: an element holds neither the old nor the new value", what);
    CHECK(!memcmp(v + w * nn + row * n, ref + w * nn + row * n, (size_t)n * sizeof(float)),
          "%s: row %lld of the failing tile was written", what, (long long)row);
}

/* The stencil ("n"×"n", "tsteps" steps, tiles of "rows" rows) with
 * boxes() failing in phase "p" ("row" as for callback_compare): the
 * injected status comes back, the host holds the state of the last good
 * phase after a sync, and re-running from phase p gives the full result. */
static void test_callback(bbmm_context *ctx, int64_t n, int64_t tsteps, int64_t rows, int64_t p, int64_t row)
{
    int64_t nn = n * n, tile[2] = {0, 0};
    jacobi_state s = jacobi_state_make(n, tsteps);
    float *v = malloc((size_t)(8 * nn) * sizeof(float));
    bbmm_array ha[2];
    bbmm_status st;
    char what[160];
    int resumed;
    snprintf(what, sizeof(what), "callback failing in phase %lld (%s)", (long long)p,
             row < 0 ? "every tile" : "one tile");
    tile[0] = rows;
    CHECK(v != NULL, "%s: out of host memory", what);
    if (!v)
        return;
    jacobi_ref(v, v + nn, n, 0);
    jacobi_ref(v + 2 * nn, v + 3 * nn, n, p);
    jacobi_ref(v + 4 * nn, v + 5 * nn, n, p + 1);
    jacobi_ref(v + 6 * nn, v + 7 * nn, n, s.phases);
    if (!ok(ctx, jacobi_register(ctx, v, v + nn, n, ha), what)) {
        free(v);
        return;
    }
    s.fail_phase = p;
    s.fail_row = row;
    st = jacobi_phases(ctx, ha, &s, tile, 0, s.phases);
    CHECK(st == INJECTED_STATUS, "%s: bbmm_run returned %s, expected the callback's %s", what,
          bbmm_status_name(st), bbmm_status_name(INJECTED_STATUS));
    if (ok(ctx, jacobi_release(ctx, ha, 0), what))
        callback_compare(v, v + 2 * nn, n, p, row, what);
    s.fail_phase = -1;
    resumed = ok(ctx, jacobi_phases(ctx, ha, &s, tile, p, s.phases), what);
    if (ok(ctx, jacobi_release(ctx, ha, 1), what) && resumed)
        CHECK(!memcmp(v, v + 6 * nn, (size_t)(2 * nn) * sizeof(float)), "%s: resuming gave a wrong result", what);
    free(v);
}

/* The error paths, on one context with default settings. */
static void test_errors(void)
{
    setting def = settings[0];
    bbmm_context *ctx = ctx_make(&def, NULL);
    if (!ctx)
        return;
    test_build_error(ctx);
    test_bad_handle(ctx);
    test_bad_cover(ctx);
    test_callback(ctx, 29, 3, 5, 0, -1);
    test_callback(ctx, 29, 3, 5, 3, -1);
    test_callback(ctx, 29, 3, 5, 2, 27);
    test_callback(ctx, 29, 3, 5, 5, 1);
    destroy(ctx, "errors");
    test_default_context();
}

/* ---- main ----------------------------------------------------------- */

/* Run scenario "fn" titled "title" and print its time. */
static void scenario(const char *title, void (*fn)(void))
{
    double t0 = now_s();
    int before = atomic_load(&failures);
    printf("%s\n", title);
    fn();
    printf("  -> %s (%.2f s)\n", failures == before ? "ok" : "FAILED", now_s() - t0);
    fflush(stdout);
}

/* ---- allocation and transfer fusion (BBMM_FUSE) ---------------------- */

/* A context on the environment's devices with BBMM_FUSE "fuse"; NULL after
 * reporting a failure. */
static bbmm_context *fuse_ctx(bbmm_onoff fuse)
{
    setting s = settings[0];
    s.fuse = fuse;
    return ctx_make(&s, NULL);
}

/* The options of "v" and their sequential prices in "ref" ("n" each). */
static int fuse_data(int64_t n, double **v, double **ref)
{
    size_t bytes = (size_t)(BS_ARR * n) * sizeof(double);
    *v = (double *)malloc(bytes);
    *ref = (double *)malloc(bytes);
    if (!*v || !*ref) {
        CHECK(0, "fusion: out of host memory");
        free(*v);
        free(*ref);
        return 0;
    }
    bs_init(*v, n);
    memcpy(*ref, *v, bytes);
    bs_seq(*ref, n);
    return 1;
}

/* Blackscholes ("n" options, tiles "tile") with BBMM_FUSE "fuse": prices
 * bitwise equal to sequential C, the totals into "*sum", and no shared
 * buffer left once the boxes are gone. */
static void fuse_bs(bbmm_onoff fuse, int64_t n, const int64_t *tile, bbmm_stats *sum, const char *what)
{
    bbmm_context *ctx = fuse_ctx(fuse);
    double *v, *ref;
    int d;
    memset(sum, 0, sizeof(*sum));
    if (!ctx || !fuse_data(n, &v, &ref)) {
        destroy(ctx, what);
        return;
    }
    ok(ctx, bs_bbmm(ctx, v, n, tile), what);
    CHECK(!memcmp(v, ref, (size_t)(BS_ARR * n) * sizeof(double)), "%s: prices differ from sequential C", what);
    ok(ctx, bbmm_stats_get(ctx, -1, sum), what);
    for (d = 0; d < bbmm_device_count(ctx); d++) {
        uint64_t held = bbmm_test_fused_held(ctx, d, 1);
        CHECK(held == 0, "%s: device %d holds %llu bytes of shared buffers after its boxes are gone", what, d,
              (unsigned long long)held);
    }
    destroy(ctx, what);
    free(v);
    free(ref);
}

/* Every box of a blackscholes tile is new on its device: the seven share
 * one buffer, and the five inputs move in one write.  Against
 * BBMM_FUSE=off: the same bytes and transfer counts by purpose, the
 * read-ins counted there all carried by fused writes, one per tile (or one
 * per box while the pinned memory is busy: bbmmi_transfer_fused). */
static void test_fusion(void)
{
    static const struct {
        int64_t n, tile;
    } cs[] = {{64, 0}, {100, 16}, {50, 7}, {3, 1}};
    size_t c;
    int p;
    for (c = 0; c < sizeof(cs) / sizeof(cs[0]); c++) {
        bbmm_stats on, off;
        char what[96];
        uint64_t tiles;
        snprintf(what, sizeof(what), "fusion n=%lld tile=%lld", (long long)cs[c].n, (long long)cs[c].tile);
        fuse_bs(BBMM_SETTING_ON, cs[c].n, &cs[c].tile, &on, what);
        fuse_bs(BBMM_SETTING_OFF, cs[c].n, &cs[c].tile, &off, what);
        for (p = 0; p < BBMM_PURPOSE_COUNT; p++)
            CHECK(on.h2d[p].bytes == off.h2d[p].bytes && on.h2d[p].count == off.h2d[p].count &&
                      on.d2h[p].bytes == off.d2h[p].bytes && on.d2h[p].count == off.d2h[p].count &&
                      on.d2d[p].bytes == off.d2d[p].bytes,
                  "%s: %s moved differently with fusion", what, bbmm_purpose_name((bbmm_purpose)p));
        tiles = off.h2d[BBMM_PURPOSE_READIN].count / BS_IN;
        CHECK(off.fused_buffers == 0 && off.fused_loads == 0, "%s: fusion off made %llu shared buffers", what,
              (unsigned long long)off.fused_buffers);
        CHECK(tiles > 0 && off.h2d[BBMM_PURPOSE_READIN].count == tiles * BS_IN, "%s: %llu read-ins without fusion",
              what, (unsigned long long)off.h2d[BBMM_PURPOSE_READIN].count);
        /* one write per tile, or one per box when both halves of the pinned
         * memory were still being written (never for a device's first) */
        CHECK(on.fused_buffers == tiles && on.fused_boxes == tiles * BS_ARR && on.fused_loads == tiles * BS_IN &&
                  on.fused_writes >= tiles && on.fused_writes < on.fused_loads,
              "%s: %llu tiles: %llu shared buffers, %llu boxes in them, %llu read-ins in %llu writes", what,
              (unsigned long long)tiles, (unsigned long long)on.fused_buffers, (unsigned long long)on.fused_boxes,
              (unsigned long long)on.fused_loads, (unsigned long long)on.fused_writes);
        printf("  %s: %llu tiles; host->device writes %llu without fusion, %llu with\n", what,
               (unsigned long long)tiles, (unsigned long long)off.h2d[BBMM_PURPOSE_READIN].count,
               (unsigned long long)(on.h2d[BBMM_PURPOSE_READIN].count - on.fused_loads + on.fused_writes));
    }
}

/* An injected failure at every copy and allocation of a fused run (the
 * shared buffer, the pinned memory packed into, the fused write): the run
 * fails cleanly or succeeds, and a second run over the same registered
 * arrays, whose boxes stay on the devices, prices right: a box whose fused
 * write failed is stale again, never taken as read in. */
static void test_fusion_faults(void)
{
    static const char *const kinds[2] = {"alloc", "transfer"};
    enum { N = 40 };
    const int64_t n = N, tile = 8;
    double *v, *ref;
    int k;
    if (!fuse_data(n, &v, &ref))
        return;
    for (k = 0; k < 2; k++) {
        uint64_t nth, calls = 0, failed = 0;
        for (nth = 1; nth < 500; nth++) {
            bbmm_context *ctx = fuse_ctx(BBMM_SETTING_ON);
            bbmm_box space = bbmm_bb_1d(0, n - 1);
            bbmm_array h[BS_ARR];
            bbmm_nest nest;
            bbmm_status st = BBMM_OK;
            char what[64];
            int a, na = 0;
            if (!ctx)
                break;
            snprintf(what, sizeof(what), "fusion %s fault #%llu", kinds[k], (unsigned long long)nth);
            bs_init(v, n);
            for (a = 0; a < BS_ARR && st == BBMM_OK; a++, na++)
                st = bbmm_array_register(ctx, v + a * n, sizeof(double), 1, &n, "bs", &h[a]);
            ok(ctx, st, what);
            nest_fill(&nest, "bs", bs_source, "bs", BS_ARR, h, &space, &tile, bs_boxes, NULL);
            bbmm_test_fail_nth(ctx, (bbmm_fault)k, nth);
            st = bbmm_run(ctx, &nest);
            calls = bbmm_test_fail_nth(ctx, (bbmm_fault)k, 0);
            if (st != BBMM_OK) {
                char msg[1024];
                failed++;
                CHECK(st == BBMM_ERR_INJECTED, "%s: status %s (%s)", what, bbmm_status_text(st),
                      bbmm_error_message(ctx, msg, sizeof(msg)));
                bbmm_finish(ctx);
            }
            ok(ctx, bbmm_run(ctx, &nest), what);
            for (a = 0; a < na; a++)
                ok(ctx, bbmm_array_unregister(ctx, h[a]), what);
            CHECK(!memcmp(v, ref, (size_t)(BS_ARR * n) * sizeof(double)), "%s: prices differ from sequential C", what);
            destroy(ctx, what);
            if (nth > calls)
                break;
        }
        printf("  fusion faults %-8s: %llu call sites, %llu failed cleanly\n", kinds[k], (unsigned long long)calls,
               (unsigned long long)failed);
    }
    free(v);
    free(ref);
}

/* Every program case under every setting of the table. */
static void scenario_settings(void)
{
    test_settings(settings, sizeof(settings) / sizeof(settings[0]), cases, sizeof(cases) / sizeof(cases[0]));
}

/* The budget cases under the budget settings. */
static void scenario_budget(void)
{
    test_settings(budget_settings, sizeof(budget_settings) / sizeof(budget_settings[0]), budget_cases,
                  sizeof(budget_cases) / sizeof(budget_cases[0]));
}

/* Every volume case against its model. */
static void scenario_volumes(void)
{
    size_t i;
    for (i = 0; i < sizeof(volume_cases) / sizeof(volume_cases[0]); i++)
        volume_check(&volume_cases[i]);
}

/* Block against exact coherency on floyd. */
static void scenario_block(void)
{
    test_block(37);
}

/* ---- work-group shapes ----------------------------------------------- */

/* Floyd (n = 37) on a context with BBMM_WORKGROUP "setting" (NULL: none),
 * the nest's own shape "nest_wg" (outermost first; NULL: none): the result
 * equals the sequential program's and the last launch's shape (OpenCL's
 * order) is "want". */
static void workgroup_case(const char *setting, const size_t *nest_wg, const size_t want[2])
{
    enum { N = 37 };
    static float p[N * N], ref[N * N];
    int64_t ext[2] = {N, N};
    bbmm_box space = bbmm_bb_2d(0, N - 1, 0, N - 1);
    bbmm_context_desc desc;
    bbmm_context *ctx = NULL;
    bbmm_kernel_arg args[2];
    floyd_state s;
    bbmm_array a;
    bbmm_nest nest;
    size_t got[3] = {0, 0, 0};
    char err[1024], what[96];
    bbmm_status st;
    snprintf(what, sizeof(what), "work-group %s, nest %zu x %zu", setting ? setting : "auto",
             nest_wg ? nest_wg[0] : 0, nest_wg ? nest_wg[1] : 0);
    memset(&desc, 0, sizeof(desc));
    desc.platform = getenv("BBMM_PLATFORM");
    desc.devices = getenv("BBMM_DEVICES");
    desc.workgroup = setting;
    desc.ignore_environment = 1;
    st = bbmm_context_create(&desc, &ctx, err, sizeof(err));
    CHECK(st == BBMM_OK, "%s: bbmm_context_create: %s", what, err);
    if (st != BBMM_OK)
        return;
    floyd_init(p, N);
    memcpy(ref, p, sizeof(p));
    floyd_reference(ref, N);
    st = bbmm_array_register(ctx, p, sizeof(float), 2, ext, "path", &a);
    nest_fill(&nest, "floyd_wg", floyd_kernel_source(), "floyd", 1, &a, &space, NULL, floyd_boxes, &s);
    if (nest_wg) {
        nest.workgroup[0] = nest_wg[0];
        nest.workgroup[1] = nest_wg[1];
    }
    args[0].size = args[1].size = sizeof(int64_t);
    args[0].value = &s.n;
    args[1].value = &s.k;
    nest.nscalars = 2;
    nest.scalars = args;
    s.n = N;
    for (s.k = 0; s.k < N && st == BBMM_OK; s.k++)
        st = bbmm_run(ctx, &nest);
    if (ok(ctx, st, what)) {
        bbmm_test_last_workgroup(ctx, got);
        ok(ctx, bbmm_array_unregister(ctx, a), what);
        CHECK(!memcmp(p, ref, sizeof(p)), "%s: result differs from the sequential program", what);
        CHECK(got[0] == want[0] && got[1] == want[1] && got[2] == 1, "%s: launched %zu x %zu x %zu, want %zu x %zu",
              what, got[0], got[1], got[2], want[0], want[1]);
    }
    destroy(ctx, what);
}

/* The work-group shape: the default, the nest's own, BBMM_WORKGROUP over
 * it, a setting for another number of dimensions, odd sizes. */
static void test_workgroup(void)
{
    static const size_t nest_wg[2] = {2, 16}, odd[2] = {3, 5};
    static const size_t def[2] = {32, 8}, from_nest[2] = {16, 2}, from_set[2] = {8, 4}, from_odd[2] = {5, 3};
    workgroup_case(NULL, NULL, def);
    workgroup_case(NULL, nest_wg, from_nest);
    workgroup_case("4x8", nest_wg, from_set);
    workgroup_case("128,4x8", NULL, from_set);
    workgroup_case("128", nest_wg, from_nest);
    workgroup_case("auto", odd, from_odd);
}

/* ---- data scopes ----------------------------------------------------- */

/* The data scope API on floyd (n = 37, run in two halves of k on the same
 * array): inside a scope the second registration gets the first's array
 * back, the second half reads nothing in (one device: no flows) and
 * nothing is written back before the scope's end; the result
 * equals the sequential program's; errors for an end without a scope. */
static void test_scope(void)
{
    enum { N = 37 };
    static float p[N * N], ref[N * N];
    setting def = settings[0];
    bbmm_context *ctx = ctx_make(&def, "1"); /* one device: no read-in but the first */
    int64_t ext[2] = {N, N};
    bbmm_box space = bbmm_bb_2d(0, N - 1, 0, N - 1);
    bbmm_kernel_arg args[2];
    bbmm_stats st0, st1;
    floyd_state s;
    bbmm_array a, a2;
    bbmm_nest nest;
    bbmm_status st;
    int half;
    if (!ctx)
        return;
    CHECK(bbmm_data_end(ctx) == BBMM_ERR_INVALID, "bbmm_data_end without a scope: not BBMM_ERR_INVALID");
    CHECK(bbmm_data_begin(ctx, -1, NULL) == BBMM_ERR_INVALID, "bbmm_data_begin(-1): not BBMM_ERR_INVALID");
    CHECK(bbmm_update_host(ctx, p) == BBMM_OK, "bbmm_update_host of memory no array holds: not BBMM_OK");
    floyd_init(p, N);
    memcpy(ref, p, sizeof(p));
    floyd_reference(ref, N);
    ok(ctx, bbmm_data_begin(ctx, 0, NULL), "bbmm_data_begin");
    args[0].size = args[1].size = sizeof(int64_t);
    args[0].value = &s.n;
    args[1].value = &s.k;
    s.n = N;
    s.k = 0;
    for (half = 0; half < 2; half++) {
        st = bbmm_array_register(ctx, p, sizeof(float), 2, ext, "path", half ? &a2 : &a);
        if (!ok(ctx, st, "register in a scope"))
            break;
        nest_fill(&nest, "floyd_scope", floyd_kernel_source(), "floyd", 1, half ? &a2 : &a, &space, NULL, floyd_boxes,
                  &s);
        nest.nscalars = 2;
        nest.scalars = args;
        for (; s.k < (half ? N : N / 2) && st == BBMM_OK; s.k++)
            st = bbmm_run(ctx, &nest);
        ok(ctx, st, "runs in a scope");
        ok(ctx, bbmm_array_unregister(ctx, half ? a2 : a), "unregister in a scope");
        if (!half)
            bbmm_stats_get(ctx, -1, &st0);
    }
    CHECK(a.id == a2.id, "the second registration in the scope is a new array (%u, %u)", a.id, a2.id);
    bbmm_stats_get(ctx, -1, &st1);
    CHECK(st1.d2h[BBMM_PURPOSE_WRITEOUT].bytes == 0, "a kept array was written back (%llu bytes) before the end",
          (unsigned long long)st1.d2h[BBMM_PURPOSE_WRITEOUT].bytes);
    CHECK(st1.h2d[BBMM_PURPOSE_READIN].bytes == st0.h2d[BBMM_PURPOSE_READIN].bytes,
          "the second region read in again (%llu bytes, %llu after the first)",
          (unsigned long long)st1.h2d[BBMM_PURPOSE_READIN].bytes, (unsigned long long)st0.h2d[BBMM_PURPOSE_READIN].bytes);
    ok(ctx, bbmm_data_end(ctx), "bbmm_data_end");
    CHECK(!memcmp(p, ref, sizeof(p)), "data scope: result differs from the sequential program");
    destroy(ctx, "data scope");
}

/* One floyd (n = "n") on "p" inside a data scope on "ctx", in two
 * registrations of the array (two "regions"); a failed run is retried once
 * (floyd's step k can run again on its own partial result), the scope's
 * end too, after which bbmm_context_destroy() writes back what is left.
 * Returns the first failure met. */
static bbmm_status scope_floyd(bbmm_context *ctx, float *p, int64_t n)
{
    int64_t ext[2] = {n, n};
    bbmm_box space = bbmm_bb_2d(0, n - 1, 0, n - 1);
    bbmm_kernel_arg args[2];
    bbmm_status first = BBMM_OK, st;
    floyd_state s;
    bbmm_array a;
    bbmm_nest nest;
    int half;
    if ((st = bbmm_data_begin(ctx, 0, NULL)) != BBMM_OK)
        return st;
    args[0].size = args[1].size = sizeof(int64_t);
    args[0].value = &s.n;
    args[1].value = &s.k;
    s.n = n;
    s.k = 0;
    for (half = 0; half < 2; half++) {
        if ((st = bbmm_array_register(ctx, p, sizeof(float), 2, ext, "path", &a)) != BBMM_OK &&
            (first = first ? first : st) != BBMM_OK && (st = bbmm_array_register(ctx, p, sizeof(float), 2, ext, "path", &a)))
            break;
        nest_fill(&nest, "floyd_scope_fault", floyd_kernel_source(), "floyd", 1, &a, &space, NULL, floyd_boxes, &s);
        nest.nscalars = 2;
        nest.scalars = args;
        for (; s.k < (half ? n : n / 2); s.k++)
            if ((st = bbmm_run(ctx, &nest)) != BBMM_OK) {
                first = first ? first : st;
                if ((st = bbmm_finish(ctx)) != BBMM_OK)
                    first = first ? first : st;
                if ((st = bbmm_run(ctx, &nest)) != BBMM_OK)
                    first = first ? first : st;
            }
        if ((st = bbmm_array_unregister(ctx, a)) != BBMM_OK)
            first = first ? first : st;
    }
    if ((st = bbmm_data_end(ctx)) != BBMM_OK)
        first = first ? first : st;
    return first;
}

/* Faults swept over every allocation and over the copies of a scope's
 * floyd (the first four, then every ninth: a context per site):
 * each failure comes back as BBMM_ERR_INJECTED, and the host array ends
 * equal to the sequential result (nothing a device computed is lost, the
 * deferred write-out included). */
static void test_scope_faults(void)
{
    enum { N = 24 };
    static const char *const kinds[2] = {"alloc", "transfer"};
    static float p[N * N], ref[N * N];
    setting def = settings[0];
    int k;
    floyd_init(ref, N);
    floyd_reference(ref, N);
    for (k = 0; k < 2; k++) {
        uint64_t nth, calls = 0, failed = 0;
        for (nth = 1; nth < 2000; nth += k && nth >= 4 ? 9 : 1) { /* copies: the first 4, then every 9th */
            bbmm_context *ctx = ctx_make(&def, NULL);
            bbmm_status st;
            char msg[1024];
            if (!ctx)
                return;
            floyd_init(p, N);
            bbmm_test_fail_nth(ctx, (bbmm_fault)k, nth);
            st = scope_floyd(ctx, p, N);
            calls = bbmm_test_fail_nth(ctx, (bbmm_fault)k, 0);
            if (st != BBMM_OK) {
                failed++;
                bbmm_error_message(ctx, msg, sizeof(msg));
                CHECK(st == BBMM_ERR_INJECTED, "scope %s #%llu: status %s (%s)", kinds[k], (unsigned long long)nth,
                      bbmm_status_text(st), msg);
            }
            st = bbmm_context_destroy(ctx);
            CHECK(st == BBMM_OK, "scope %s #%llu: destroy: %s", kinds[k], (unsigned long long)nth, bbmm_status_text(st));
            CHECK(!memcmp(p, ref, sizeof(p)), "scope %s #%llu: the host array lost data", kinds[k],
                  (unsigned long long)nth);
            if (nth > calls)
                break;
        }
        printf("  scope faults %-8s: %llu call sites, %llu failed cleanly\n", kinds[k], (unsigned long long)calls,
               (unsigned long long)failed);
    }
}

/* Side loads (BBMM_OVERLAP, lib/transfer.c): while a run is enqueued, copies
 * into a device from the host go on its side queue and wait, by their
 * events, only for the commands of its main queue that touch the same
 * bytes.  The last device is held (bbmm_test_hold) from floyd's second
 * step until all are enqueued: the others run ahead, so row k+1 reaches
 * the held device while its held kernels still read row k, in a pooled
 * buffer (under the budget, one its held kernels use) or elsewhere in a
 * box it reads.  A copy that did not wait for them would change what they
 * read.  Allocation fusion is off (copies into shared buffers stay on the
 * main queue); the look-ahead window is wide so that the host never waits
 * for the held device.  The results must equal sequential C; with the
 * setting on, copies must have run on side queues (two or more devices),
 * and with it off none. */
static void test_overlap(void)
{
    static const int64_t tiles[][2] = {{5, 0}, {0, 0}, {7, 6}};
    static const int64_t sizes[] = {37, 29};
    const bbmm_onoff modes[] = {BBMM_SETTING_ON, BBMM_SETTING_OFF};
    int m, b, t, z;
    for (m = 0; m < 2; m++)
        for (b = 0; b < 2; b++)
            for (t = 0; t < 3; t++)
                for (z = 0; z < 2; z++) {
                    bbmm_context_desc desc;
                    bbmm_context *ctx = NULL;
                    bbmm_stats st;
                    char err[1024], what[160];
                    int64_t n = sizes[z];
                    size_t bytes;
                    void *p;
                    float *ref;
                    memset(&desc, 0, sizeof(desc));
                    desc.platform = getenv("BBMM_PLATFORM");
                    desc.devices = getenv("BBMM_DEVICES");
                    desc.device_mem_limit = b ? BUDGET : 0;
                    desc.fuse = BBMM_SETTING_OFF;
                    desc.overlap = modes[m];
                    desc.lookahead = 4096;
                    desc.ignore_environment = 1;
                    snprintf(what, sizeof(what), "overlap %s, budget %s, floyd N=%lld tiles %lldx%lld, last device held",
                             m ? "off" : "on", b ? "8 rows" : "none", (long long)n, (long long)tiles[t][0],
                             (long long)tiles[t][1]);
                    if (bbmm_context_create(&desc, &ctx, err, sizeof(err)) != BBMM_OK) {
                        CHECK(0, "%s: bbmm_context_create: %s", what, err);
                        continue;
                    }
                    /* pinned host memory: copies from a held device into pageable
                     * memory go through the flow arena, whose chunks the host settles
                     * before it writes there, and a hold never ends on its own */
                    bytes = (size_t)(n * n) * sizeof(float);
                    p = ref = NULL;
                    if (bbmm_host_alloc(ctx, bytes, &p) != BBMM_OK || !(ref = malloc(bytes))) {
                        CHECK(0, "%s: out of host memory", what);
                        bbmm_host_free(ctx, p);
                        destroy(ctx, what);
                        continue;
                    }
                    floyd_init((float *)p, n);
                    memcpy(ref, p, bytes);
                    floyd_reference(ref, n);
                    floyd_hold = bbmm_device_count(ctx) - 1;
                    bbmm_stats_reset(ctx);
                    if (ok(ctx, floyd_bbmm(ctx, (float *)p, n, tiles[t]), what))
                        CHECK(!memcmp(p, ref, bytes), "%s: result differs from the sequential program", what);
                    floyd_hold = -1;
                    free(ref);
                    bbmm_host_free(ctx, p);
                    if (bbmm_stats_get(ctx, -1, &st) == BBMM_OK) {
                        if (m)
                            CHECK(st.side_loads == 0, "%s: %llu side loads with the setting off", what,
                                  (unsigned long long)st.side_loads);
                        else if (bbmm_device_count(ctx) > 1 && tiles[t][0] != 0)
                            CHECK(st.side_loads > 0, "%s: no copy ran on a side queue", what);
                    }
                    destroy(ctx, what);
                }
    printf("  held floyd with side loads on and off, with and without a budget: done\n");
}

int main(void)
{
    setting def = settings[0];
    bbmm_context *ctx = ctx_make(&def, NULL);
    double t0 = now_s();
    int ndev = bbmm_device_count(ctx);
    destroy(ctx, "probe");
    if (!ndev) {
        fprintf(stderr, "rt_exec: no device\n");
        return EXIT_FAILURE;
    }
    printf("rt_exec on %d device(s)\n", ndev);
    scenario("settings (results bitwise equal to sequential C):", scenario_settings);
    scenario("device budgets (box-out / box-in):", scenario_budget);
    scenario("exact volumes:", scenario_volumes);
    scenario("block vs exact coherency:", scenario_block);
    scenario("flow-in within one device:", test_flowin);
    scenario("early flow-out's trial, again every 2,048 runs:", test_early_trial);
    if (ndev >= 2)
        scenario("late flow-outs (two runs on):", test_late);
    scenario("error paths:", test_errors);
    scenario("work-group shapes:", test_workgroup);
    scenario("data scopes:", test_scope);
    scenario("allocation and transfer fusion:", test_fusion);
    scenario("fusion under faults:", test_fusion_faults);
    scenario("side loads (BBMM_OVERLAP) beside a held device:", test_overlap);
#if !defined(__SANITIZE_THREAD__) /* one thread: nothing for TSan to see, and minutes under it */
    scenario("data scopes under faults:", test_scope_faults);
#else
    (void)test_scope_faults;
#endif
    printf("rt_exec: %d device(s), %d checks, %d failed, %.2f s\n", ndev, checks, failures, now_s() - t0);
    return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
