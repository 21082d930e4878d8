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
 *
 * This file: the contexts, the three programs, the scenarios that run
 * them under every setting (settings, budgets, volumes, block) and main;
 * rt_exec_more.c the scenarios of single mechanisms (flowin, errors and
 * the others main lists); rt_exec.h what they share.
 */
#include "rt_exec.h"

#include "bs_math.h"
#include "jacobi_ref.h"

/* The check counters of both files (check.h, CHECK_SHARED). */
atomic_int failures; /* checks that failed */
atomic_int checks;   /* checks made */

/* ---- contexts ------------------------------------------------------- */

const setting settings[] = {
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
bbmm_context *ctx_make(const setting *s, const char *devices)
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
int ok(bbmm_context *ctx, bbmm_status st, const char *what)
{
    char msg[8192];
    CHECK(st == BBMM_OK, "%s: %s: %s", what, bbmm_status_name(st), bbmm_error_message(ctx, msg, sizeof(msg)));
    return st == BBMM_OK;
}

/* Fill "nest" with the common fields: "name", kernel "kernel" of "source",
 * "narrays" arrays "arr", the parallel "space", tile sizes "tile" (NULL:
 * automatic), "boxes" with "user". */
void nest_fill(bbmm_nest *nest, const char *name, const char *source, const char *kernel, int narrays,
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
void destroy(bbmm_context *ctx, const char *what)
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
bbmm_status floyd_boxes(void *user, const bbmm_box *t, bbmm_tile_spec *spec)
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
int floyd_hold = -1;

/* Run floyd on "p" ("n"×"n", tiles "tile") on "ctx", then sync and
 * unregister the array; return the first error. */
bbmm_status floyd_bbmm(bbmm_context *ctx, float *p, int64_t n, const int64_t *tile)
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
void jacobi_ref(float *a, float *b, int64_t n, int64_t phases)
{
    int64_t i, j, p;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            a[i * n + j] = ((float)i * (float)(j + 2) + 2.0f) / (float)n;
            b[i * n + j] = ((float)i * (float)(j + 3) + 3.0f) / (float)n;
        }
    for (p = 0; p < phases; p++)
        jacobi_phase_ref(a, b, n, p);
}

/* Phase "p" of the sequential program on "a" and "b" ("n"×"n"). */
void jacobi_phase_ref(float *a, float *b, int64_t n, int64_t p)
{
    if (p % 2)
        jacobi_sweep(a, b, n);
    else
        jacobi_sweep(b, a, n);
}

/* Run phases "from".."to"-1 of the stencil in "s" on the arrays "ha" (A, B)
 * with tiles "tile" (rows, columns; 0: automatic); return the first error. */
bbmm_status jacobi_phases(bbmm_context *ctx, const bbmm_array *ha, jacobi_state *s, const int64_t *tile,
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
bbmm_status jacobi_register(bbmm_context *ctx, float *a, float *b, int64_t n, bbmm_array *ha)
{
    int64_t ext[2] = {n, n};
    bbmm_status st = bbmm_array_register(ctx, a, sizeof(float), 2, ext, "A", &ha[0]);
    return st != BBMM_OK ? st : bbmm_array_register(ctx, b, sizeof(float), 2, ext, "B", &ha[1]);
}

/* Sync ("unregister" zero) or unregister the arrays "ha" (A, B). */
bbmm_status jacobi_release(bbmm_context *ctx, const bbmm_array *ha, int unregister)
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
jacobi_state jacobi_state_make(int64_t n, int64_t tsteps)
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

const char bs_source[] =
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

/* The boxes of tile "t": five inputs read; two outputs written and written
 * out ("user" unused). */
bbmm_status bs_boxes(void *user, const bbmm_box *t, bbmm_tile_spec *spec)
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
void bs_init(double *v, int64_t n)
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
void bs_seq(double *v, int64_t n)
{
    int64_t i;
    for (i = 0; i < n; i++)
        bs_price(v[i], v[n + i], v[2 * n + i], v[3 * n + i], v[4 * n + i], &v[5 * n + i], &v[6 * n + i]);
}

/* Price the options of "v" ("n", tiles "tile") on "ctx", then unregister;
 * return the first error. */
bbmm_status bs_bbmm(bbmm_context *ctx, double *v, int64_t n, const int64_t *tile)
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

/* Run volume case "c" on a fresh context with default settings but the
 * paper's allocation (disjoint boxes: by default floyd's runs on several
 * devices allocate whole arrays, grid.h's bbmmi_run_moving, and row k
 * then flows into them instead of being read into a box of its own) and
 * compare every device's statistics with its model. */
static void volume_check(const tcase *c)
{
    setting def = settings[0];
    bbmm_context *ctx;
    def.alloc = BBMM_ALLOC_DISJOINT;
    ctx = ctx_make(&def, NULL);
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
    scenario("transient arrays in a scope:", test_scope_transient);
    scenario("two names read of one kept memory:", test_scope_alias_reads);
    scenario("allocation and transfer fusion:", test_fusion);
    scenario("fused writes after pieces moved alone:", test_fusion_after);
    scenario("plan once, replay:", test_replay);
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
