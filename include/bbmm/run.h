/* bbmm/run.h - a run's bookkeeping: its turn on the context, its kernel
 * and statistics, the policy of its launches (the kernel variant and its
 * build options, which bindings of references get a kernel of their own,
 * the points per work-item, the work-group shape, which launches
 * BBMM_SPREAD's meters time), its end (the look-ahead window,
 * BBMM_CHECK=bounds's report).  Part of bbmm.h (after tile.h and
 * replay.h); see its manual.
 *
 * The calling thread walks the tiles of a run in order and, for each, on
 * the device the distribution gives it, describes its boxes, places them,
 * enqueues its kernel and its coherency transfers, and releases them: no
 * worker threads, no barrier.  A slot is one array of a nest.  For each
 * tile a slot gets up to BBMM_KMAX_BOXES resident boxes, in order;
 * resident boxes may overlap (a subsumed box found inside a larger one),
 * so every element belongs to the first of them that holds it: the
 * kernel's split access picks that one, and the host records writes,
 * flow-out and write-out through the same "owned" regions (tile.h).
 *
 * The tile loop (tile.h) and the run's start (grid.h's bbmmi_run_begin)
 * call these; they call the thin layer (lib/exec.c) for what is OpenCL:
 * the kernel cache (a nest's program built with the options decided
 * here), setting a launch's arguments, the work-group size limit, the
 * enqueue itself, the look-ahead window's events and the check records'
 * reading.  A launch is recorded here, around the thin layer's enqueue,
 * into the plan of a run that records (bbmm/replay.h).
 *
 * The functions run once per run or per launch, so their bodies are
 * compiled once, into libbbmm (BBMM_METHOD_BODIES, lib/method.c): a
 * launch is the same call from the tile loop as before, its OpenCL calls
 * a few calls further down.
 */
#ifndef BBMM_REPLAY_H
#error "bbmm/run.h is a part of bbmm.h: include bbmm.h"
#elif !defined(BBMM_RUN_H)
#define BBMM_RUN_H

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exec.h"
#include "grid.h"
#include "setup.h"
#include "replay.h"

BBMM_EXTERN_C_BEGIN

/* ---- thin layer (lib/exec.c, lib/context.c) ------------------------------ */

/* The settings of "ctx" as the context resolved them (bbmm/setup.h). */
const bbmmi_settings *bbmmi_exec_settings(const bbmm_context *ctx);
/* Nonzero when device "dev" of "ctx" is a GPU. */
int bbmmi_device_is_gpu(const bbmm_context *ctx, int dev);
/* How launches can be timed now: BBMMI_TIMING_PROFILING, the queues time
 * their commands (device times are read); BBMMI_TIMING_HELD, a test holds
 * a queue (bbmm_test_hold: nothing may wait for it). */
#define BBMMI_TIMING_PROFILING 1
#define BBMMI_TIMING_HELD 2
int bbmmi_exec_timing(const bbmm_context *ctx);
/* The run being enqueued is the calling thread's ("on") or has ended: its
 * transfers and kernels do not wait meanwhile (lock held). */
void bbmmi_exec_async(bbmm_context *ctx, int on);
/* The context's turn for runs (runs of one context take turns, each uses
 * every device; never taken with the lock held). */
void bbmmi_run_lock(bbmm_context *ctx);
void bbmmi_run_unlock(bbmm_context *ctx);
/* A thread's error message: take it (bbmm_error_message's copy), record
 * "msg" as the failure "st" (returns "st"). */
void bbmmi_error_take(const bbmm_context *ctx, char *buf, size_t len);
bbmm_status bbmmi_error_set(bbmm_context *ctx, bbmm_status st, const char *msg);

/* The kernel cache (lock held).  Find: the executor started on the
 * context's first run, then the kernel entry of "nest" (the same source,
 * name and options) into "*k" (NULL: none yet), with its memo (grid.h:
 * the method's state of the nest, kept with the kernel) and name.  Make:
 * a new entry, its program built with options "opts" for the first device
 * and its kernel into "*built" (a kernel that does not build fails the
 * run before any tile starts).  Build: the program of entry "k" with
 * "opts" for "dev" and its kernel into "*out" (the caller holds it, and
 * releases it with bbmmi_kern_release).  A failure's message names the
 * call, and the kernel and nest where OpenCL failed. */
bbmm_status bbmmi_kernel_find(bbmm_context *ctx, const bbmm_nest *nest, struct bbmmi_kernel **k,
                              bbmmi_nest_memo **memo, const char **name);
bbmm_status bbmmi_kernel_make(bbmm_context *ctx, const bbmm_nest *nest, const char *opts, struct bbmmi_kernel **k,
                              bbmm_kern *built, bbmmi_nest_memo **memo, const char **name);
bbmm_status bbmmi_kernel_build(bbmm_context *ctx, const bbmm_nest *nest, struct bbmmi_kernel *k, const char *opts,
                               int dev, bbmm_kern *out);
void bbmmi_kern_release(bbmm_kern k);
/* Set the arguments of a launch of "k" (variant "v") on "dev": each
 * slot's (la->slot: its buffers, box table, binding, under
 * BBMM_CHECK=bounds the check record), the tile argument "tile"
 * (bbmm_launch_tile), the nest's scalars, whose first index goes to
 * "*scalar0"; each argument's record (bbmmi_launch_rec.args) appended to
 * "rec" unless it is NULL. */
bbmm_status bbmmi_kernel_args(bbmm_context *ctx, int dev, bbmm_kern k, const bbmm_nest *nest,
                              const bbmmi_launch_args *la, int v, const int64_t *tile, bbmmi_bytes *rec,
                              unsigned *scalar0);
/* The work-group size limit of "k" on "dev" into "*wg" (asked once). */
bbmm_status bbmmi_kernel_wg(bbmm_context *ctx, const bbmm_nest *nest, bbmm_kern k, int dev, size_t *wg);
/* Make the next command enqueued on the main queue of "dev" wait for the
 * side loads made so far (one barrier); call before enqueueing anything
 * there. */
bbmm_status bbmmi_main_sync(bbmm_context *ctx, int dev);
/* Enqueue launch "l" (its arguments set: l->args is not read; l->id
 * unused), recorded as a command with its meter; "host" not NULL: the
 * launch runs alone on a drained device and the host times it, its device
 * time (less the driver's round trip) into "*host", UINT64_MAX when it
 * failed or its time is not known (BBMM_SPREAD's meter without profiling
 * queues). */
bbmm_status bbmmi_kernel_enqueue(bbmm_context *ctx, const bbmm_nest *nest, const bbmmi_launch_rec *l,
                                 uint64_t *host);
/* The look-ahead window's events (lock not held): the runs it holds;
 * add the run just enqueued (per device the newest command recorded on
 * its queue; the window has room for "cap" runs, the same on every call,
 * and must have room); wait for its oldest run's commands and drop it
 * (the host's wait in ns); drop its oldest runs whose commands
 * bbmmi_retire saw end while more than "keep" are left (the runs left). */
int bbmmi_window_runs(const bbmm_context *ctx);
bbmm_status bbmmi_window_push(bbmm_context *ctx, int cap);
uint64_t bbmmi_window_wait(bbmm_context *ctx);
int bbmmi_window_drop(bbmm_context *ctx, int keep);

/* The check record of a device under BBMM_CHECK=bounds (prelude.h's
 * BBMM_CK_AT): the first access outside its box of the launches since the
 * record was cleared: its array slot, box number of "nbox", the index
 * and the box, and how many there were. */
typedef struct bbmmi_check_rec {
    int32_t flag, count, slot, box, nbox, ndim;
    int64_t ix[BBMM_KMAX_ARRAY_DIMS], lo[BBMM_KMAX_ARRAY_DIMS], hi[BBMM_KMAX_ARRAY_DIMS];
} bbmmi_check_rec;
/* Under BBMM_CHECK=bounds (bbmmi_exec_checks): read the check record of
 * "dev" into "*r" when a kernel ran there since it was last read ("*r"
 * untouched otherwise), and clear it when it holds a violation
 * (blocking: after the device's kernels so far). */
bbmm_status bbmmi_check_read(bbmm_context *ctx, int dev, bbmmi_check_rec *r);

/* ---- a run --------------------------------------------------------------- */

#ifdef BBMM_METHOD_BODIES /* compiled once (config.h) */

/* Points per work-item of "nest"'s kernel on device "dev" (prelude.h's
 * BBMM_COARSEN): the setting's for a coarsened kernel, except that "auto"
 * coarsens only the consecutive form (kernels that store some of their
 * points: floyd-warshall's step on an H200 2.09x faster at 4 points;
 * kernels that store every point gained at most 4 % and lost up to 10 %,
 * docs/codegen.md); else 1. */
static int bbmmi_coarsen(const bbmm_context *ctx, const bbmm_nest *nest, int dev)
{
    if (!nest->coarsen || nest->space.ndim <= 0 ||
        (!bbmmi_exec_settings(ctx)->coarsen && nest->coarsen != BBMM_COARSEN_RUNS))
        return 1;
    return bbmm_setting_coarsen(ctx, dev);
}

/* The variant a launch of "run" most likely takes (bbmm_launch_variant):
 * one box per array, and 32-bit offsets when no array of it has 2^31
 * elements or more (no box can then). */
static int bbmmi_likely_variant(const bbmmi_run *run)
{
    int v = BBMM_VARIANT_ONE_BOX | BBMM_VARIANT_INDEX32, i;
    for (i = 0; i < run->nest->narrays; i++)
        if (!run->slots[i].index32)
            v &= ~BBMM_VARIANT_INDEX32;
    return v;
}

/* ---- a launch's kernel: its variant, its binding ------------------------ */

/* Bytes of a variant's build options (bbmmi_variant_opts): every option
 * at once takes 131; of the options of a kernel's build (the nest's own,
 * then its variant's: bbmmi_build_opts). */
#define BBMMI_VOPTS 160
#define BBMMI_OPTS 1024

/* The build options that select variant "v" (prelude.h) of "nest"'s
 * kernel at "w" points per work-item (bbmmi_coarsen), and bounds checking
 * under BBMM_CHECK=bounds, into "buf". */
static const char *bbmmi_variant_opts(const bbmm_context *ctx, const bbmm_nest *nest, int w, int v,
                                      char buf[BBMMI_VOPTS])
{
    char c[64] = "";
    if (w > 1)
        snprintf(c, sizeof(c), " -DBBMM_COARSEN=%d%s", w,
                 nest->coarsen == BBMM_COARSEN_STRIDED ? " -DBBMM_COARSEN_STRIDE" : "");
    snprintf(buf, BBMMI_VOPTS, "%s%s%s%s%s%s", v & BBMM_VARIANT_INDEX32 ? " -DBBMM_INDEX32" : "",
             v & BBMM_VARIANT_ONE_BOX ? " -DBBMM_ONE_BOX" : "", v & BBMM_VARIANT_HOLE ? " -DBBMM_HOLE" : "",
             v & BBMM_VARIANT_SLAB ? " -DBBMM_SLAB" : "", c,
             bbmmi_exec_settings(ctx)->check & BBMM_CHECK_BOUNDS_MODE ? " -DBBMM_CHECK_BOUNDS" : "");
    return buf;
}

/* The options of a build of variant "v" of "nest"'s kernel at "w" points
 * per work-item into "opts": the nest's own, then the variant's. */
static bbmm_status bbmmi_build_opts(bbmm_context *ctx, const bbmm_nest *nest, int v, int w, char opts[BBMMI_OPTS])
{
    char vo[BBMMI_VOPTS];
    if ((size_t)snprintf(opts, BBMMI_OPTS, "%s%s", nest->build_options ? nest->build_options : "",
                         bbmmi_variant_opts(ctx, nest, w, v, vo)) >= BBMMI_OPTS)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "nest %s: build options too long", nest->name ? nest->name : "?");
    return BBMM_OK;
}

/* A kernel built with the box of every bound reference as a constant
 * (BBMM_BOUND): "key" holds, per array and initial box number, the box
 * plus one ('0': searched); "k" its kernel per device. */
typedef struct bbmmi_bound {
    char *key;
    int variant;
    int seen;      /* launches with this binding so far */
    bbmm_kern *k;  /* NULL until built */
    struct bbmmi_bound *next;
} bbmmi_bound;

/* Bound kernels one nest keeps at most (further bindings use the run-time
 * binding table), and the launches of a binding before its kernel is
 * built (a build costs what hundreds of launches cost). */
#define BBMMI_MAX_BOUND 16
#define BBMMI_BOUND_AFTER 3

/* Release what the method keeps in memo "m" of a kernel entry the thin
 * layer frees (the memo's "release"): the kernels built for it, its
 * plans. */
static void bbmmi_memo_release(bbmm_context *ctx, bbmmi_nest_memo *m)
{
    int n = bbmm_mgr(ctx)->ndev, d, v;
    while (m->bound) {
        bbmmi_bound *x = m->bound;
        m->bound = x->next;
        for (d = 0; x->k && d < n; d++)
            bbmmi_kern_release(x->k[d]);
        free(x->k);
        free(x->key);
        free(x);
    }
    for (v = 0; v < BBMM_VARIANTS; v++) {
        for (d = 0; m->var[v] && d < n; d++)
            bbmmi_kern_release(m->var[v][d]);
        free(m->var[v]);
    }
    bbmmi_plan_free(m->plan);
}

/* A new kernel entry for the nest of "run" (lock held), built at once
 * in one variant for the first device (the others build what they run
 * when they first run it), so that a kernel that does not build fails
 * bbmm_run before any tile starts: the one a run most often launches
 * (bbmmi_likely_variant), so that it is usually the only build (a program
 * build costs 10-15 ms on NVIDIA's driver, its cache warm). */
static bbmm_status bbmmi_kernel_first(bbmm_context *ctx, bbmmi_run *run)
{
    int v = bbmmi_likely_variant(run);
    char opts[BBMMI_OPTS];
    bbmm_kern *var, k = NULL;
    bbmm_status st = bbmmi_build_opts(ctx, run->nest, v, bbmmi_coarsen(ctx, run->nest, 0), opts);
    if (st != BBMM_OK)
        return st;
    if (!(var = (bbmm_kern *)calloc((size_t)bbmm_mgr(ctx)->ndev, sizeof(bbmm_kern))))
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_run: out of host memory");
    st = bbmmi_kernel_make(ctx, run->nest, opts, &run->kernel, &k, &run->nm, &run->kname);
    if (st != BBMM_OK) {
        free(var);
        return st;
    }
    var[0] = k;
    run->nm->var[v] = var;
    run->nm->binds = strstr(run->nest->source, "BBMM_BREF") != NULL;
    run->nm->release = bbmmi_memo_release;
    return BBMM_OK;
}

/* The binding key of the "n" slots of "la" (bbmmi_bound) into a new
 * string; NULL when out of memory. */
static char *bbmmi_bound_key(const bbmmi_launch_args *la, int n)
{
    char *key = (char *)malloc((size_t)n * BBMM_KMAX_REFS + 1);
    int i, id;
    if (!key)
        return NULL;
    for (i = 0; i < n; i++)
        for (id = 0; id < BBMM_KMAX_REFS; id++)
            key[i * BBMM_KMAX_REFS + id] = (char)('1' + la->slot[i].bind[id]);
    key[n * BBMM_KMAX_REFS] = '\0';
    return key;
}

/* Build kernel "x" (variant x->variant, binding x->key) of the nest of
 * "run" at "w" points per work-item for device "dev" (lock held): the
 * variant's options, -DBBMM_BOUND and each reference's box. */
static bbmm_status bbmmi_bound_build(bbmm_context *ctx, const bbmmi_run *run, bbmmi_bound *x, int w, int dev)
{
    const bbmm_nest *nest = run->nest;
    size_t n = strlen(x->key), at, i;
    size_t len = (nest->build_options ? strlen(nest->build_options) : 0) + BBMMI_VOPTS + 32 + n * 24;
    char *opts = (char *)malloc(len), vo[BBMMI_VOPTS];
    bbmm_status st;
    if (!opts || (!x->k && !(x->k = (bbmm_kern *)calloc((size_t)bbmm_mgr(ctx)->ndev, sizeof(bbmm_kern))))) {
        free(opts);
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_run: out of host memory");
    }
    at = (size_t)snprintf(opts, len, "%s%s -DBBMM_BOUND", nest->build_options ? nest->build_options : "",
                          bbmmi_variant_opts(ctx, nest, w, x->variant, vo));
    for (i = 0; i < n && at < len; i++)
        at += (size_t)snprintf(opts + at, len - at, " -DBBMM_B_%zu_%zu=%d", i / BBMM_KMAX_REFS,
                               i % BBMM_KMAX_REFS, x->key[i] - '1');
    st = bbmmi_kernel_build(ctx, nest, run->kernel, opts, dev, &x->k[dev]);
    free(opts);
    return st;
}

/* The kernel for device "dev" built for the binding of "la" in variant
 * "v" into "*out": built at the binding's BBMMI_BOUND_AFTER-th launch,
 * for BBMMI_MAX_BOUND bindings of a nest at most; "*out" stays as it is
 * (the run-time binding table) otherwise.  A binding that already
 * recurred in the variant without a hole builds its hole variants at
 * their first launch (the rest of a split tile: the same boxes, so the
 * same binding, which a warm-up then builds even where it splits a tile
 * only a few times).  A build that fails is never tried again (the
 * run-time table serves). */
static bbmm_status bbmmi_bound_get(bbmm_context *ctx, const bbmmi_run *run, int v, int w,
                                   const bbmmi_launch_args *la, int dev, bbmm_kern *out)
{
    const int holes = BBMM_VARIANT_HOLE | BBMM_VARIANT_SLAB;
    bbmmi_nest_memo *m = run->nm;
    char *key = bbmmi_bound_key(la, run->nest->narrays);
    bbmmi_bound *x, *base;
    bbmm_status st;
    int d;
    if (!key)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_run: out of host memory");
    for (x = m->bound; x && (x->variant != v || strcmp(x->key, key)); x = x->next)
        ;
    if (!x && m->nbound < BBMMI_MAX_BOUND && (x = (bbmmi_bound *)calloc(1, sizeof(*x)))) {
        for (base = m->bound; base && (base->variant != (v & ~holes) || strcmp(base->key, key)); base = base->next)
            ;
        if ((v & holes) && base && (base->k || base->seen >= BBMMI_BOUND_AFTER - 1))
            x->seen = BBMMI_BOUND_AFTER - 1;
        x->key = key;
        key = NULL;
        x->variant = v;
        x->next = m->bound;
        m->bound = x;
        m->nbound++;
    }
    free(key);
    if (!x || (!x->k && ++x->seen < BBMMI_BOUND_AFTER))
        return BBMM_OK;
    if (!x->k || !x->k[dev]) {
        bbmmi_lock(ctx);
        st = bbmmi_bound_build(ctx, run, x, w, dev);
        bbmmi_unlock(ctx);
        if (st != BBMM_OK) {
            for (d = 0; x->k && d < bbmm_mgr(ctx)->ndev; d++)
                bbmmi_kern_release(x->k[d]);
            free(x->k);
            x->k = NULL;
            x->seen = INT_MIN; /* never again */
            return st;
        }
    }
    *out = x->k[dev];
    return BBMM_OK;
}

/* Build variant "v" of the nest of "run" at "w" points per work-item for
 * "dev" into its memo (on the variant's first launch there). */
BBMMI_COLD bbmm_status bbmmi_variant_build(bbmm_context *ctx, const bbmmi_run *run, int v, int w, int dev)
{
    bbmmi_nest_memo *m = run->nm;
    char opts[BBMMI_OPTS];
    bbmm_status st;
    bbmmi_lock(ctx);
    if ((st = bbmmi_build_opts(ctx, run->nest, v, w, opts)) == BBMM_OK && !m->var[v] &&
        !(m->var[v] = (bbmm_kern *)calloc((size_t)bbmm_mgr(ctx)->ndev, sizeof(bbmm_kern))))
        st = bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_run: out of host memory");
    if (st == BBMM_OK)
        st = bbmmi_kernel_build(ctx, run->nest, run->kernel, opts, dev, &m->var[v][dev]);
    bbmmi_unlock(ctx);
    return st;
}

/* The kernel a launch of variant "v" at "w" points per work-item on "dev"
 * takes into "*out": the variant, built on its first use, or one built
 * for the binding of the references in "la" (bbmmi_bound_get).  The
 * kernels are the nest's memo's, the run's thread's alone (runs take
 * turns); the lock is taken for a build (the program cache). */
static bbmm_status bbmmi_kernel_pick(bbmm_context *ctx, const bbmmi_run *run, int v, int w,
                                     const bbmmi_launch_args *la, int dev, bbmm_kern *out)
{
    bbmmi_nest_memo *m = run->nm;
    bbmm_status st = BBMM_OK;
    *out = m->var[v] ? m->var[v][dev] : NULL;
    if (!*out && (st = bbmmi_variant_build(ctx, run, v, w, dev)) == BBMM_OK)
        *out = m->var[v][dev];
    if (st == BBMM_OK && !(v & BBMM_VARIANT_ONE_BOX) && m->binds)
        st = bbmmi_bound_get(ctx, run, v, w, la, dev, out);
    return st;
}

/* How the next launch of "nest"'s kernel (its memo "m") is timed for its
 * meter (BBMM_SPREAD=auto's estimate of a run's kernel time, grid.h's
 * bbmmi_run_spread).  With profiling queues, BBMMI_METER_EVENT: the
 * launch's profiling times when it retires, for every launch where device
 * times are read anyway (BBMM_STATS, BBMM_TRACE), else for a sample
 * (reading them costs the host two driver queries).  Otherwise the queues
 * do not profile (on NVIDIA's OpenCL a launch on a profiling queue costs
 * the host 14-16 us instead of 7-9: bench/probe/cl_launch), and on several
 * devices under spread=auto BBMMI_METER_HOST times launches from the
 * host: BBMMI_METER_FIRST launches and one in BBMMI_METER_EVERY after
 * them wait for the queue to drain, run alone and are waited for (the
 * thin layer's bbmmi_kernel_enqueue), from the second run on of a nest
 * that recurs (bbmm_nest.recurs: in serial loops), from run
 * BBMMI_METER_RUNS on of others.  A meter serves later runs, and a timed
 * launch costs the overlap of everything around it: blackscholes 64M on 2
 * H200 took 0.064 s instead of 0.044 when its second (timed, after the
 * warm-up) run was metered so.  0: not timed (one device, spread off, or
 * a test holding the queue). */
#define BBMMI_METER_EVENT 1
#define BBMMI_METER_HOST 2
#define BBMMI_METER_EVENT_FIRST 64 /* with profiling queues: launches 0-63 and one in 16 */
#define BBMMI_METER_EVENT_EVERY 16
#define BBMMI_METER_FIRST 4
#define BBMMI_METER_EVERY 1024
#define BBMMI_METER_RUNS 8 /* a nest not known to recur is timed from this run on */
static int bbmmi_metered(bbmm_context *ctx, const bbmm_nest *nest, bbmmi_nest_memo *m)
{
    const bbmmi_settings *s = bbmmi_exec_settings(ctx);
    int timing = bbmmi_exec_timing(ctx);
    uint64_t n = __atomic_fetch_add(&m->launches, 1, __ATOMIC_RELAXED); /* runs of several threads */
    uint64_t runs = __atomic_load_n(&m->runs, __ATOMIC_RELAXED);
    if (timing & BBMMI_TIMING_PROFILING)
        return s->device_times || n < BBMMI_METER_EVENT_FIRST || n % BBMMI_METER_EVENT_EVERY == 0
                   ? BBMMI_METER_EVENT
                   : 0;
    if (bbmm_mgr(ctx)->ndev == 1 || s->spread != BBMM_SPREAD_AUTO || !s->spread_ns || (timing & BBMMI_TIMING_HELD) ||
        bbmmi_nranks(ctx) > 1 || runs < (nest->recurs ? 1 : BBMMI_METER_RUNS))
        return 0; /* (several ranks never narrow a run: grid.h's bbmmi_run_begin) */
    if (__atomic_load_n(&m->hosted, __ATOMIC_RELAXED) >= BBMMI_METER_FIRST && n % BBMMI_METER_EVERY)
        return 0;
    __atomic_fetch_add(&m->hosted, 1, __ATOMIC_RELAXED);
    return BBMMI_METER_HOST;
}

/* Enqueue the nest's kernel for "tile" less "hole" on "dev" (not waited
 * for: its device time reaches the statistics when it is retired): the
 * variant the boxes allow and the tile's hole make, the work-group shape
 * (BBMM_TUNE workgroup, the nest's, the default; a sweep's one group),
 * the meter's timing; a recording run keeps the launch in its plan. */
bbmm_status bbmmi_launch(bbmm_context *ctx, int dev, const bbmmi_run *run, const bbmmi_launch_args *la,
                         const bbmm_box *tile, const bbmm_box *hole)
{
    const bbmm_nest *nest = run->nest;
    int64_t t[BBMM_KTILE_WORDS];
    bbmmi_launch_rec l;
    size_t wg = 0, set[3];
    const size_t *want;
    int v, w, i, nd = tile->ndim, metered;
    uint64_t hosted = UINT64_MAX;
    bbmm_kern k;
    bbmm_status st;
    memset(&l, 0, sizeof(l));
    v = la->variant | bbmm_launch_tile(tile, hole, t, l.global);
    w = bbmmi_coarsen(ctx, nest, dev);
    if ((st = bbmmi_kernel_pick(ctx, run, v, w, la, dev, &k)) != BBMM_OK)
        return st;
    st = bbmmi_kernel_args(ctx, dev, k, nest, la, v, t, run->record ? bbmmi_plan_pend((bbmmi_run *)run) : NULL,
                           &l.scalar0);
    if (st == BBMM_OK)
        st = bbmmi_kernel_wg(ctx, nest, k, dev, &wg);
    if (st != BBMM_OK)
        return st;
    want = bbmm_setting_workgroup(ctx, nd, set) ? set : nest->workgroup[0] ? nest->workgroup : NULL;
    for (i = 0; want == nest->workgroup && i < nd; i++)
        if (!want[i])
            want = NULL;
    if (!want && nd == 2 && w > 1 && nest->coarsen == BBMM_COARSEN_RUNS && bbmmi_device_is_gpu(ctx, dev))
        want = bbmm_runs_group2;
    bbmm_launch_items(l.global, w);
    bbmm_launch_shape(nd, l.global, l.local, wg, want);
    if (nest->sweep) { /* one work-group over the last dimension's points (bbmm_nest.sweep),
                          at most BBMM_TUNE workgroup=N of them */
        uint64_t ext = (uint64_t)(tile->hi[nd - 1] - tile->lo[nd - 1]) + 1;
        if (bbmm_setting_workgroup(ctx, 1, set) && set[0] < wg)
            wg = set[0];
        nd = 1;
        l.global[0] = l.local[0] = ext < wg ? (size_t)ext : wg;
    }
    if ((st = bbmmi_main_sync(ctx, dev)) != BBMM_OK)
        return st;
    metered = bbmmi_metered(ctx, nest, run->nm);
    l.dev = dev;
    l.k = k;
    l.name = run->kname;
    l.nd = (unsigned)nd;
    l.acc = (bbmmi_acc *)la->acc;
    l.nacc = la->nacc;
    l.items = 1;
    for (i = 0; i < nd; i++) /* work-items: the part's points (a volume that fits: a tile's) */
        l.items *= (uint64_t)(tile->hi[i] - tile->lo[i] + 1);
    l.meter = metered == BBMMI_METER_EVENT ? &run->nm->meter : NULL;
    st = bbmmi_kernel_enqueue(ctx, nest, &l, metered == BBMMI_METER_HOST ? &hosted : NULL);
    if (hosted != UINT64_MAX) { /* timed from the host: its meter's sample */
        bbmmi_lock(ctx);
        run->nm->meter.ns += hosted;
        run->nm->meter.items += l.items;
        bbmmi_unlock(ctx);
    }
    if (st == BBMM_OK && run->record)
        bbmmi_plan_launch((bbmmi_run *)run, &l);
    return st;
}

/* The context on which the calling thread has a run open (between
 * bbmm_tiles_begin and bbmm_tiles_end): a second begin there would wait
 * for itself forever. */
static __thread const bbmm_context *bbmmi_run_opened;

bbmm_status bbmmi_run_open(bbmm_context *ctx, const bbmm_nest *nest)
{
    if (bbmmi_run_opened == ctx)
        return bbmmi_error(ctx, BBMM_ERR_BUSY,
                           "nest %s: this thread has a run open on the context (bbmm_tiles_begin "
                           "without bbmm_tiles_end)", nest->name ? nest->name : "?");
    bbmmi_enter();
    bbmmi_run_lock(ctx);
    bbmmi_run_opened = ctx;
    return BBMM_OK;
}

void bbmmi_run_close(bbmm_context *ctx)
{
    bbmmi_run_opened = NULL;
    bbmmi_run_unlock(ctx);
    bbmmi_leave();
}

bbmm_status bbmmi_run_attach(bbmm_context *ctx, bbmmi_run *run, bbmmi_run_rules *rules)
{
    const bbmmi_settings *s = bbmmi_exec_settings(ctx);
    bbmm_status st;
    int d;
    run->t0 = bbmmi_now_ns();
    st = bbmmi_kernel_find(ctx, run->nest, &run->kernel, &run->nm, &run->kname);
    if (st == BBMM_OK && !run->kernel)
        st = bbmmi_kernel_first(ctx, run);
    if (st != BBMM_OK)
        return st;
    rules->spread_auto = s->spread == BBMM_SPREAD_AUTO;
    rules->spread_items = s->spread_items;
    rules->spread_ns = s->spread_ns;
    rules->alloc_auto = s->alloc_auto;
    rules->alloc_whole = s->alloc == BBMM_ALLOC_WHOLE;
    rules->pipeline = s->pipeline;
    rules->early = s->early;
    for (d = 0; d < bbmm_mgr(ctx)->ndev && !bbmmi_device_is_gpu(ctx, d); d++)
        ;
    rules->first_gpu = d;
    return BBMM_OK;
}

void bbmmi_run_enter(bbmm_context *ctx, bbmmi_run *run)
{
    bbmm_manager *mgr = bbmm_mgr(ctx);
    if (run->use < mgr->ndev)
        mgr->rc.runs_narrowed++;
    if (run->early_ended) {
        mgr->rc.early_tried++;
        mgr->rc.early_kept += (uint64_t)run->nm->early.split;
    }
    bbmmi_plan_begin(ctx, run);
    bbmmi_exec_async(ctx, 1);
}

uint64_t bbmmi_run_number(const bbmmi_run *run)
{
    return run && run->kernel ? __atomic_load_n(&run->nm->runs, __ATOMIC_RELAXED) + 1 : 0;
}

/* ---- BBMM_CHECK=bounds: the report of a run ------------------------------ */

/* Append what format "fmt" makes to "buf" ("len" bytes, "*at" used so
 * far, truncated at its end). */
static void bbmmi_ck_put(char *buf, size_t len, size_t *at, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
static void bbmmi_ck_put(char *buf, size_t len, size_t *at, const char *fmt, ...)
{
    va_list ap;
    int n;
    if (*at >= len)
        return;
    va_start(ap, fmt);
    n = vsnprintf(buf + *at, len - *at, fmt, ap);
    va_end(ap);
    *at = n < 0 ? len : *at + (size_t)n < len ? *at + (size_t)n : len;
}

/* The name of slot "slot" of "run"'s nest into "name" ("len" bytes): its
 * array's, else its number. */
static void bbmmi_ck_array(const bbmmi_run *run, int slot, char *name, size_t len)
{
    const char *a = slot >= 0 && slot < run->nest->narrays ? run->slots[slot].name : NULL;
    if (a && a[0])
        snprintf(name, len, "%s", a);
    else
        snprintf(name, len, "array %d", slot);
}

/* The message of violation "r" in a run of "nest" (kernel "kname") on
 * "dev" into "buf" ("len" bytes). */
static void bbmmi_ck_message(bbmm_context *ctx, const bbmmi_run *run, const char *kname, int dev,
                             const bbmmi_check_rec *r, char *buf, size_t len)
{
    char name[BBMMI_NAME_LEN];
    int nd = r->ndim >= 1 && r->ndim <= BBMM_KMAX_ARRAY_DIMS ? r->ndim : 0, d;
    int inbox = r->box >= 0 && r->box < r->nbox && r->box < BBMM_KMAX_BOXES;
    size_t at = 0;
    const bbmm_nest *nest = run->nest;
    bbmm_device_info info;
    if (bbmm_device_get_info(ctx, dev, &info) != BBMM_OK)
        info.name[0] = '\0';
    bbmmi_ck_array(run, r->slot, name, sizeof(name));
    bbmmi_ck_put(buf, len, &at, "bounds check: kernel %s of nest %s accessed %s", kname ? kname : "?",
                 nest->name ? nest->name : "?", name);
    for (d = 0; d < nd; d++)
        bbmmi_ck_put(buf, len, &at, "[%lld]", (long long)r->ix[d]);
    if (inbox) {
        bbmmi_ck_put(buf, len, &at, " outside its box %s", name);
        for (d = 0; d < nd; d++)
            bbmmi_ck_put(buf, len, &at, "[%lld..%lld]", (long long)r->lo[d], (long long)r->hi[d]);
    } else {
        bbmmi_ck_put(buf, len, &at, " through box %d, which the launch does not have", (int)r->box);
    }
    bbmmi_ck_put(buf, len, &at,
                 " on device %d (%s) (box %d of %d; %lld access(es) outside their boxes in the run)", dev,
                 info.name, (int)r->box, (int)r->nbox, (long long)r->count);
}

/* Under BBMM_CHECK=bounds, after a run of "run"'s nest: read the check
 * record of every device a kernel ran on since (every record is
 * cleared); the first violation found becomes BBMM_ERR_CHECK with its
 * message, counting those of every device; a reading that fails, the
 * first failure's status and message. */
static bbmm_status bbmmi_check_run(bbmm_context *ctx, const bbmmi_run *run)
{
    char msg[BBMMI_ERRMSG_LEN];
    bbmmi_check_rec first, r;
    uint32_t count = 0;
    bbmm_status st = BBMM_OK, rd;
    int at = -1, d;
    if (!bbmmi_exec_checks(ctx)) /* BBMM_CHECK=bounds is off: every run passes here */
        return BBMM_OK;
    msg[0] = '\0';
    memset(&first, 0, sizeof(first));
    for (d = 0; d < bbmm_mgr(ctx)->ndev; d++) {
        memset(&r, 0, sizeof(r));
        if ((rd = bbmmi_check_read(ctx, d, &r)) != BBMM_OK && st == BBMM_OK) {
            bbmmi_error_take(ctx, msg, sizeof(msg));
            st = rd;
        }
        if (rd != BBMM_OK || !r.flag)
            continue;
        if (at < 0) {
            first = r;
            at = d;
        }
        count = count > UINT32_MAX - (uint32_t)r.count ? UINT32_MAX : count + (uint32_t)r.count;
    }
    if (st == BBMM_OK && at >= 0) {
        first.count = (int32_t)(count > INT32_MAX ? INT32_MAX : count);
        bbmmi_ck_message(ctx, run, run->kname, at, &first, msg, sizeof(msg));
        st = BBMM_ERR_CHECK;
    }
    return st == BBMM_OK ? st : bbmmi_error_set(ctx, st, msg);
}

/* ---- a run's end ---------------------------------------------------------- */

/* Close the look-ahead window's entry of the run just enqueued, the runs
 * unfinished then into "*unfinished": while BBMM_LOOKAHEAD runs are
 * unfinished, wait for the oldest first (the wait goes to every device's
 * statistics).  Then retire first: what it saw end tells which runs ended,
 * without polling their markers again (a driver call each, 1-1.5 us on
 * NVIDIA's OpenCL).  After a replayed run ("lazy": it allocated and moved
 * nothing, no buffer waits to go back to the pool) only once the window
 * is half full: a time loop's runs poll a status every few runs instead
 * of every run (a query 1.3 us on NVIDIA's OpenCL). */
static bbmm_status bbmmi_window_close(bbmm_context *ctx, int lazy, uint64_t *unfinished)
{
    bbmm_manager *mgr = bbmm_mgr(ctx);
    int ahead = bbmmi_exec_settings(ctx)->lookahead, cap = ahead > 0 ? ahead : 1;
    int runs = bbmmi_window_runs(ctx), d;
    bbmm_status st;
    if (runs == cap) {
        uint64_t ns = bbmmi_window_wait(ctx);
        bbmmi_lock(ctx);
        for (d = 0; d < mgr->ndev; d++)
            mgr->store[d].stats.wait_ns += ns;
        bbmmi_unlock(ctx);
        runs--;
    }
    if ((st = bbmmi_window_push(ctx, cap)) != BBMM_OK)
        return st;
    runs++;
    if (!lazy || 2 * runs >= cap) {
        bbmmi_retire(ctx, 0);
        runs = bbmmi_window_drop(ctx, 1);
    }
    *unfinished = (uint64_t)runs;
    return BBMM_OK;
}

/* End run "run" whose tiles ended with "st": its plan (bbmm/replay.h) and
 * statistics, then the look-ahead window and, under BBMM_CHECK=bounds,
 * its check records; on failure wait for what was enqueued (keeping the
 * message) and clear the records for the next run. */
bbmm_status bbmmi_run_finish(bbmm_context *ctx, bbmmi_run *run, bbmm_status st)
{
    char msg[BBMMI_ERRMSG_LEN];
    bbmm_manager *mgr = bbmm_mgr(ctx);
    uint64_t unfinished = 0;
    bbmmi_lock(ctx);
    bbmmi_plan_finish(ctx, run, st);
    bbmmi_exec_async(ctx, 0);
    mgr->rc.enqueue_ns += bbmmi_now_ns() - run->t0;
    __atomic_fetch_add(&run->nm->runs, 1, __ATOMIC_RELAXED); /* bbmmi_metered reads it unlocked */
    run->nm->streak = mgr->overlapping > run->overlaps0 ? run->nm->streak + 1 : 0;
    mgr->rc.runs_whole += (uint64_t)run->whole;
    mgr->rc.runs_pipelined += (uint64_t)(run->pipe > 1);
    bbmmi_unlock(ctx);
    if (st == BBMM_OK && (st = bbmmi_window_close(ctx, run->replayed, &unfinished)) == BBMM_OK) {
        bbmmi_lock(ctx);
        mgr->rc.runs++;
        if (unfinished > mgr->rc.lookahead_max)
            mgr->rc.lookahead_max = unfinished;
        bbmmi_unlock(ctx);
        return bbmmi_check_run(ctx, run);
    }
    bbmmi_error_take(ctx, msg, sizeof(msg));
    bbmmi_drain(ctx);
    (void)bbmmi_check_run(ctx, run); /* its failure is the one reported */
    return bbmmi_error_set(ctx, st, msg);
}

#endif /* BBMM_METHOD_BODIES */

BBMM_EXTERN_C_END

#endif
