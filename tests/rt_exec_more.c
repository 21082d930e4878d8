/* rt_exec's scenarios of single mechanisms (rt_exec.c says what the test
 * does and runs them): flow-in within one device, early flow-out's trial,
 * late flow-outs, the error paths, allocation and transfer fusion (and
 * under faults), work-group shapes, data scopes (and under faults), side
 * loads beside a held device.  They use rt_exec.c's contexts and programs
 * (rt_exec.h). */
#include "rt_exec.h"

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
void test_flowin(void)
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
void test_early_trial(void)
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

void test_late(void)
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
void test_errors(void)
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
/* Pieces each device moves one by one before it packs fused writes
 * (bbmm_test_fuse_after), when fuse_after_set. */
static int fuse_after_set;
static uint64_t fuse_after;

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
    for (d = 0; fuse_after_set && d < bbmm_device_count(ctx); d++)
        bbmm_test_fuse_after(ctx, d, fuse_after);
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
void test_fusion(void)
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

/* A GPU packs fused writes only after it has moved some pieces one by
 * one (lib/cl.c's CLI_FUSE_AFTER), so that a region run once pins no
 * memory for them: with the count past every piece, each read-in is a
 * write of its own; with it at one tile's inputs, each device's first
 * tile moves its pieces alone and the later ones fuse; the prices are
 * sequential C's either way. */
void test_fusion_after(void)
{
    static const int64_t tile = 4;
    enum { N = 64 };
    bbmm_stats s;
    uint64_t tiles;
    int devs;
    bbmm_context *probe = fuse_ctx(BBMM_SETTING_ON);
    devs = probe ? bbmm_device_count(probe) : 0;
    destroy(probe, "fusion after");
    fuse_after_set = 1;
    fuse_after = UINT64_MAX;
    fuse_bs(BBMM_SETTING_ON, N, &tile, &s, "fusion after: never");
    tiles = s.h2d[BBMM_PURPOSE_READIN].count / BS_IN;
    CHECK(tiles == (uint64_t)(N / tile) && s.fused_loads == tiles * BS_IN && s.fused_writes == s.fused_loads,
          "fusion after: never: %llu tiles, %llu read-ins in %llu writes (want one write each)",
          (unsigned long long)tiles, (unsigned long long)s.fused_loads, (unsigned long long)s.fused_writes);
    fuse_after = BS_IN;
    fuse_bs(BBMM_SETTING_ON, N, &tile, &s, "fusion after: one tile");
    tiles = s.h2d[BBMM_PURPOSE_READIN].count / BS_IN;
    /* each device's first tile: BS_IN writes; every later tile: one or,
     * while both halves of the pinned memory are busy, BS_IN */
    CHECK(devs > 0 && tiles == (uint64_t)(N / tile) && s.fused_loads == tiles * BS_IN &&
              s.fused_writes >= (uint64_t)devs * BS_IN + (tiles - (uint64_t)devs) && s.fused_writes < s.fused_loads,
          "fusion after: one tile: %d devices, %llu tiles, %llu read-ins in %llu writes", devs,
          (unsigned long long)tiles, (unsigned long long)s.fused_loads, (unsigned long long)s.fused_writes);
    fuse_after_set = 0;
}

/* ---- plan once, replay (bbmm/replay.h) -------------------------------- */

/* Jacobi-2d ("n" x "n", tiles "tile") on one device with BBMM_REPLAY
 * "replay": phases 0..k, then the host scales A's interior (after
 * bbmm_update_host, told by bbmm_update_device) and phases k..2 tsteps
 * follow; A and B into "a", "b", the statistics into "*s". */
static int replay_jacobi(bbmm_onoff replay, int64_t n, int64_t tsteps, int64_t k, const int64_t *tile, float *a,
                         float *b, bbmm_stats *s, const char *what)
{
    bbmm_context_desc desc;
    bbmm_context *ctx = NULL;
    jacobi_state js = jacobi_state_make(n, tsteps);
    bbmm_array ha[2];
    char err[1024];
    int64_t i, j;
    int good;
    memset(&desc, 0, sizeof(desc));
    desc.platform = getenv("BBMM_PLATFORM");
    desc.devices = "1"; /* the first device: replay needs a context of one */
    desc.replay = replay;
    desc.ignore_environment = 1;
    CHECK(bbmm_context_create(&desc, &ctx, err, sizeof(err)) == BBMM_OK, "%s: context: %s", what, err);
    if (!ctx)
        return 0;
    jacobi_ref(a, b, n, 0);
    good = ok(ctx, jacobi_register(ctx, a, b, n, ha), what) && ok(ctx, jacobi_phases(ctx, ha, &js, tile, 0, k), what) &&
           ok(ctx, bbmm_update_host(ctx, a), what);
    if (good) {
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                a[i * n + j] *= 0.5f;
        good = ok(ctx, bbmm_update_device(ctx, a), what) &&
               ok(ctx, jacobi_phases(ctx, ha, &js, tile, k, 2 * tsteps), what) && ok(ctx, jacobi_release(ctx, ha, 1), what) &&
               ok(ctx, bbmm_stats_get(ctx, -1, s), what);
    }
    destroy(ctx, what);
    return good;
}

/* A run on one device that finds its nest's last run's tiles, boxes and
 * residents replays its launches: jacobi-2d's two sweeps (one kernel, its
 * arrays swapped: two plans) replay all but their first runs, and after
 * the host rewrote A (its device copies dropped) they place and record
 * again; every result equals sequential C and the run without replay, bit
 * for bit, and replay off replays nothing. */
void test_replay(void)
{
    /* "most": one tile a run (automatic tiles), so that every run but the
     * first few of each stretch replays; with tiles of 16, 9 tiles share
     * the device, their boxes overlap, and each run refreshes its
     * neighbours' copies (copies on the device: nothing to replay) */
    static const struct {
        int64_t n, tsteps, k, tile;
        int most;
    } cs[] = {{37, 20, 10, 0, 1}, {37, 20, 11, 16, 0}, {64, 30, 3, 0, 1}};
    size_t c;
    for (c = 0; c < sizeof(cs) / sizeof(cs[0]); c++) {
        int64_t n = cs[c].n, phases = 2 * cs[c].tsteps, i, j, tile[2] = {cs[c].tile, cs[c].tile};
        size_t bytes = (size_t)(n * n) * sizeof(float);
        float *a[2], *b[2], *ra = (float *)malloc(bytes), *rb = (float *)malloc(bytes);
        bbmm_stats s[2];
        char what[96];
        int r, good = 1;
        snprintf(what, sizeof(what), "replay n=%lld tile=%lld", (long long)n, (long long)cs[c].tile);
        for (r = 0; r < 2; r++) {
            a[r] = (float *)malloc(bytes);
            b[r] = (float *)malloc(bytes);
        }
        if (!ra || !rb || !a[0] || !a[1] || !b[0] || !b[1]) {
            CHECK(0, "%s: out of host memory", what);
            good = 0;
        }
        /* sequential C: k phases, A scaled, the rest */
        if (good) {
            jacobi_ref(ra, rb, n, 0);
            for (i = 0; i < phases; i++) {
                if (i == cs[c].k)
                    for (j = 0; j < n * n; j++)
                        if (j / n > 0 && j / n < n - 1 && j % n > 0 && j % n < n - 1)
                            ra[j] *= 0.5f;
                jacobi_phase_ref(ra, rb, n, i);
            }
        }
        for (r = 0; r < 2 && good; r++)
            good = replay_jacobi(r ? BBMM_SETTING_OFF : BBMM_SETTING_ON, n, cs[c].tsteps, cs[c].k,
                                 cs[c].tile ? tile : NULL, a[r], b[r], &s[r], what);
        if (good) {
            CHECK(!memcmp(a[0], ra, bytes) && !memcmp(b[0], rb, bytes), "%s: replay on differs from sequential C",
                  what);
            CHECK(!memcmp(a[1], ra, bytes) && !memcmp(b[1], rb, bytes), "%s: replay off differs from sequential C",
                  what);
            CHECK(s[1].runs_replayed == 0, "%s: replay off replayed %llu runs", what,
                  (unsigned long long)s[1].runs_replayed);
            /* each sweep's runs before the directory settles record (read
             * in, mark newer, then record one that changes nothing): at
             * most 3 a sweep, twice (at the start and after A changed) */
            CHECK(s[0].runs == (uint64_t)phases &&
                      (!cs[c].most || (s[0].runs_replayed > 0 && s[0].runs_replayed + 12 >= s[0].runs)),
                  "%s: %llu of %llu runs replayed", what, (unsigned long long)s[0].runs_replayed,
                  (unsigned long long)s[0].runs);
            CHECK(s[0].kernels == s[1].kernels, "%s: %llu launches with replay, %llu without", what,
                  (unsigned long long)s[0].kernels, (unsigned long long)s[1].kernels);
            printf("  %s: %llu of %llu runs replayed, %llu launches either way\n", what,
                   (unsigned long long)s[0].runs_replayed, (unsigned long long)s[0].runs,
                   (unsigned long long)s[0].kernels);
        }
        for (r = 0; r < 2; r++) {
            free(a[r]);
            free(b[r]);
        }
        free(ra);
        free(rb);
    }
}

/* An injected failure at every copy and allocation of a fused run (the
 * shared buffer, the pinned memory packed into, the fused write): the run
 * fails cleanly or succeeds, and a second run over the same registered
 * arrays, whose boxes stay on the devices, prices right: a box whose fused
 * write failed is stale again, never taken as read in. */
void test_fusion_faults(void)
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
void test_workgroup(void)
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
void test_scope(void)
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

/* A transient array (bbmm_array_transient: bbmm-pp's gathered blocks)
 * inside a scope that keeps every array: its unregistration writes it
 * back at once and forgets it, so the second registration of the same
 * memory is a new array that reads it in again; a kept array registered a
 * second time cannot be made transient (BBMM_ERR_BUSY). */
void test_scope_transient(void)
{
    enum { N = 29 };
    static float p[N * N], ref[N * N];
    setting def = settings[0];
    bbmm_context *ctx = ctx_make(&def, "1");
    int64_t ext[2] = {N, N};
    bbmm_box space = bbmm_bb_2d(0, N - 1, 0, N - 1);
    bbmm_kernel_arg args[2];
    bbmm_stats st0, st1;
    floyd_state s;
    bbmm_array a = {0}, a2 = {0}, b, b2;
    bbmm_nest nest;
    bbmm_status st = BBMM_OK;
    int half;
    if (!ctx)
        return;
    floyd_init(p, N);
    memcpy(ref, p, sizeof(p));
    floyd_reference(ref, N);
    ok(ctx, bbmm_data_begin(ctx, 0, NULL), "bbmm_data_begin");
    args[0].size = args[1].size = sizeof(int64_t);
    args[0].value = &s.n;
    args[1].value = &s.k;
    s.n = N;
    s.k = 0;
    for (half = 0; half < 2 && st == BBMM_OK; half++) {
        bbmm_array *x = half ? &a2 : &a;
        if (!ok(ctx, bbmm_array_register(ctx, p, sizeof(float), 2, ext, "path", x), "register in a scope") ||
            !ok(ctx, bbmm_array_transient(ctx, *x), "bbmm_array_transient"))
            break;
        nest_fill(&nest, "floyd_transient", floyd_kernel_source(), "floyd", 1, x, &space, NULL, floyd_boxes, &s);
        nest.nscalars = 2;
        nest.scalars = args;
        for (; s.k < (half ? N : N / 2) && st == BBMM_OK; s.k++)
            st = bbmm_run(ctx, &nest);
        ok(ctx, st, "runs in a scope");
        ok(ctx, bbmm_array_unregister(ctx, *x), "unregister in a scope");
        bbmm_stats_get(ctx, -1, half ? &st1 : &st0);
        CHECK((half ? st1.d2h[BBMM_PURPOSE_WRITEOUT].bytes - st0.d2h[BBMM_PURPOSE_WRITEOUT].bytes
                    : st0.d2h[BBMM_PURPOSE_WRITEOUT].bytes) == sizeof(p),
              "transient array: %llu bytes written back at its unregistration, not the array's %zu",
              (unsigned long long)(half ? st1.d2h[BBMM_PURPOSE_WRITEOUT].bytes - st0.d2h[BBMM_PURPOSE_WRITEOUT].bytes
                                        : st0.d2h[BBMM_PURPOSE_WRITEOUT].bytes),
              sizeof(p));
    }
    CHECK(a.id != a2.id, "the second registration of a transient array got the first back (%u)", a.id);
    CHECK(st1.h2d[BBMM_PURPOSE_READIN].bytes == 2 * st0.h2d[BBMM_PURPOSE_READIN].bytes,
          "the second registration read in %llu bytes in all, not twice the first's %llu",
          (unsigned long long)st1.h2d[BBMM_PURPOSE_READIN].bytes, (unsigned long long)st0.h2d[BBMM_PURPOSE_READIN].bytes);
    CHECK(!memcmp(p, ref, sizeof(p)), "transient array: result differs from the sequential program");
    /* a kept array, registered by two regions at once */
    if (ok(ctx, bbmm_array_register(ctx, ref, sizeof(float), 2, ext, "kept", &b), "register a kept array") &&
        ok(ctx, bbmm_array_register(ctx, ref, sizeof(float), 2, ext, "kept", &b2), "register it again")) {
        CHECK(b.id == b2.id, "a kept array registered twice is two arrays (%u, %u)", b.id, b2.id);
        CHECK(bbmm_array_transient(ctx, b2) == BBMM_ERR_BUSY, "transient on a kept array in use twice: not BUSY");
        ok(ctx, bbmm_array_unregister(ctx, b2), "unregister");
        ok(ctx, bbmm_array_unregister(ctx, b), "unregister");
    }
    CHECK(bbmm_array_transient(ctx, a) == BBMM_ERR_NOT_FOUND, "transient on a forgotten array: not NOT_FOUND");
    ok(ctx, bbmm_data_end(ctx), "bbmm_data_end");
    destroy(ctx, "transient array");
}

/* Two names a region only reads of one memory that a data scope keeps
 * (bbmmi_arrays_disjoint_reads, as bbmm-pp's "gemv(m, n, A, n, A, y)"
 * calls it): floyd writes p on the devices as path[N][N] inside a scope,
 * its write-out waiting for the scope's end, so that the host copy is
 * stale (one device); a second "region" registers p as path (the kept
 * array back) and twice as flat[N * N] (a new array, kept by the scope
 * too), reading all three: the check passes, the host now holds floyd's
 * result (what the flat name reads from), path stays kept, flat does not
 * and is forgotten at its last unregistration.  A region that writes
 * either name is refused (BBMM_ERR_OVERLAP). */
void test_scope_alias_reads(void)
{
    enum { N = 31 };
    static float p[N * N], ref[N * N];
    setting def = settings[0];
    bbmm_context *ctx = ctx_make(&def, NULL);
    int64_t ext[2] = {N, N}, flat = N * N;
    bbmm_box space = bbmm_bb_2d(0, N - 1, 0, N - 1);
    bbmm_kernel_arg args[2];
    floyd_state s;
    bbmm_array a, v[3];
    bbmm_nest nest;
    bbmm_status st = BBMM_OK;
    const char *rw[2] = {"rw", "wr"};
    int i;
    if (!ctx)
        return;
    floyd_init(p, N);
    memcpy(ref, p, sizeof(p));
    floyd_reference(ref, N);
    ok(ctx, bbmm_data_begin(ctx, 1, (void *const[]){p}), "bbmm_data_begin");
    if (!ok(ctx, bbmm_array_register(ctx, p, sizeof(float), 2, ext, "path", &a), "register in a scope"))
        return;
    args[0].size = args[1].size = sizeof(int64_t);
    args[0].value = &s.n;
    args[1].value = &s.k;
    s.n = N;
    nest_fill(&nest, "floyd_alias", floyd_kernel_source(), "floyd", 1, &a, &space, NULL, floyd_boxes, &s);
    nest.nscalars = 2;
    nest.scalars = args;
    for (s.k = 0; s.k < N && st == BBMM_OK; s.k++)
        st = bbmm_run(ctx, &nest);
    ok(ctx, st, "runs in a scope");
    ok(ctx, bbmm_array_unregister(ctx, a), "unregister in a scope");
    if (bbmm_device_count(ctx) == 1)
        CHECK(memcmp(p, ref, sizeof(p)) != 0, "the kept array's host copy is current before the scope's end");
    /* the region reading path[N][N] and flat[N * N] (twice) */
    ok(ctx, bbmm_array_register(ctx, p, sizeof(float), 2, ext, "path", &v[0]), "register path again");
    ok(ctx, bbmm_array_register(ctx, p, sizeof(float), 1, &flat, "flat", &v[1]), "register flat");
    ok(ctx, bbmm_array_register(ctx, p, sizeof(float), 1, &flat, "flat", &v[2]), "register flat again");
    CHECK(v[0].id == a.id, "the kept array registered again is a new array (%u, %u)", a.id, v[0].id);
    CHECK(v[1].id != a.id && v[1].id == v[2].id, "flat: arrays %u, %u (path %u)", v[1].id, v[2].id, a.id);
    CHECK(bbmmi_array_kept(ctx, v[1]), "flat is not kept by the scope before the check");
    ok(ctx, bbmmi_arrays_disjoint_reads(ctx, v, 3, "rrr"), "two names read of one kept memory");
    CHECK(!memcmp(p, ref, sizeof(p)), "the host copy the alias reads is not the kept array's newest");
    CHECK(bbmmi_array_kept(ctx, v[0]), "path is no longer kept");
    CHECK(!bbmmi_array_kept(ctx, v[1]), "flat, an alias of the kept path, is kept too");
    ok(ctx, bbmm_array_unregister(ctx, v[2]), "unregister flat (one of two)");
    ok(ctx, bbmm_array_unregister(ctx, v[1]), "unregister flat");
    CHECK(bbmmi_array_kept(ctx, v[1]) == 0 && bbmm_array_unregister(ctx, v[1]) == BBMM_ERR_NOT_FOUND,
          "flat outlives its registrations");
    ok(ctx, bbmm_array_unregister(ctx, v[0]), "unregister path");
    for (i = 0; i < 2; i++) { /* a write through either name: refused */
        ok(ctx, bbmm_array_register(ctx, p, sizeof(float), 2, ext, "path", &v[0]), "register path");
        ok(ctx, bbmm_array_register(ctx, p, sizeof(float), 1, &flat, "flat", &v[1]), "register flat");
        CHECK(v[0].id == a.id, "the kept array registered again is a new array (%u, %u)", a.id, v[0].id);
        CHECK(bbmmi_arrays_disjoint_reads(ctx, v, 2, rw[i]) == BBMM_ERR_OVERLAP,
              "two names of one kept memory, one written (\"%s\"): not BBMM_ERR_OVERLAP", rw[i]);
        ok(ctx, bbmm_array_unregister(ctx, v[1]), "unregister flat");
        ok(ctx, bbmm_array_unregister(ctx, v[0]), "unregister path");
    }
    ok(ctx, bbmm_data_end(ctx), "bbmm_data_end");
    CHECK(!memcmp(p, ref, sizeof(p)), "two names of a kept array: result differs from the sequential program");
    destroy(ctx, "two names of a kept array");
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
void test_scope_faults(void)
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
void test_overlap(void)
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
