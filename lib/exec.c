/* lib/exec.c - the compiled part of a run: the kernel cache and its
 * variants, the OpenCL calls of a launch, the turn a run takes on a
 * context and the look-ahead window.  The tile loop itself (Algorithm 4
 * and Table III) is include/bbmm/tile.h, a run's devices and tiles
 * include/bbmm/grid.h.
 *
 * The calling thread walks the tiles of a run in order and, for each, on
 * the device the distribution gives it, describes its boxes, places them,
 * enqueues its kernel and its coherency transfers, and releases them: no
 * worker threads, no barrier.  Every command goes to the device's in-order
 * queue; copies through host memory follow the commands of other devices
 * on the same host region (cl.c), so a flow-in never overtakes its
 * flow-out.  A run returns once it is enqueued.  The host waits when more
 * than ctx->settings.lookahead runs are unfinished (a marker per device and
 * run), and in bbmmi_drain() before host arrays are read.
 *
 * A slot is one array of a nest.  For each tile a slot gets up to
 * BBMM_KMAX_BOXES resident boxes, in order; resident boxes may overlap (a
 * subsumed box found inside a larger one), so every element belongs to the
 * first of them that holds it: the kernel's split access picks that one,
 * and the host records writes, flow-out and write-out through the same
 * "owned" regions.
 */
#define _POSIX_C_SOURCE 200809L
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* Append the kernel and nest names to the message on "ctx" (lock held). */
static void exec_add_context(bbmm_context *ctx, bbmm_status st, const bbmm_nest *nest)
{
    char prev[BBMMI_ERRMSG_LEN];
    bbmmi_error_take(ctx, prev, sizeof(prev));
    bbmmi_error(ctx, st, "%s (kernel %s of nest %s)", prev, nest->kernel ? nest->kernel : "?",
                nest->name ? nest->name : "?");
}

/* ---- runs ----------------------------------------------------------- */

/* Kernel variants: tile.h's BBMM_VARIANT_*. */
#define EXEC_ONE_BOX BBMM_VARIANT_ONE_BOX
#define EXEC_VARIANTS BBMM_VARIANTS

/* Points per work-item of "nest"'s kernel on device "dev" (prelude.h's
 * BBMM_COARSEN): the setting's for a coarsened kernel, except that "auto"
 * coarsens only the consecutive form (kernels that store some of their
 * points: floyd-warshall's step on an H200 2.09x faster at 4 points;
 * kernels that store every point gained at most 4 % and lost up to 10 %,
 * docs/codegen.md); else 1. */
static int exec_coarsen(const bbmm_context *ctx, const bbmm_nest *nest, int dev)
{
    if (!nest->coarsen || nest->space.ndim <= 0 || (!ctx->settings.coarsen && nest->coarsen != BBMM_COARSEN_RUNS))
        return 1;
    return bbmm_setting_coarsen(ctx, dev);
}

/* Bytes of the variant options (exec_variant_opts): every option at once
 * takes 131. */
#define EXEC_VOPTS 160

/* The build options that select variant "v" (prelude.h) of "nest"'s
 * kernel on device "dev" (its points per work-item), and bounds checking
 * under BBMM_CHECK=bounds. */
static const char *exec_variant_opts(const bbmm_context *ctx, const bbmm_nest *nest, int dev, int v,
                                     char buf[EXEC_VOPTS])
{
    char c[64] = "";
    int w = exec_coarsen(ctx, nest, dev);
    if (w > 1)
        snprintf(c, sizeof(c), " -DBBMM_COARSEN=%d%s", w,
                 nest->coarsen == BBMM_COARSEN_STRIDED ? " -DBBMM_COARSEN_STRIDE" : "");
    snprintf(buf, EXEC_VOPTS, "%s%s%s%s%s%s", v & BBMM_VARIANT_INDEX32 ? " -DBBMM_INDEX32" : "",
             v & BBMM_VARIANT_ONE_BOX ? " -DBBMM_ONE_BOX" : "", v & BBMM_VARIANT_HOLE ? " -DBBMM_HOLE" : "",
             v & BBMM_VARIANT_SLAB ? " -DBBMM_SLAB" : "", c,
             ctx->settings.check & BBMM_CHECK_BOUNDS_MODE ? " -DBBMM_CHECK_BOUNDS" : "");
    return buf;
}
/* Kernels whose work-group size limit is remembered. */
#define EXEC_WG_CACHE 64
/* A run retires the finished commands every this many tiles. */

/* A kernel built with the box of every bound reference as a constant
 * (BBMM_BOUND): "key" holds, per array and initial box number, the box
 * plus one ('0': searched); "k" its kernel per device. */
typedef struct exec_bound {
    char *key;
    int variant;
    int seen;     /* launches with this binding so far */
    cl_kernel *k; /* NULL until built */
    struct exec_bound *next;
} exec_bound;

/* Bound kernels one nest keeps at most (further bindings use the run-time
 * binding table), and the launches of a binding before its kernel is
 * built (a build costs what hundreds of launches cost). */
#define EXEC_MAX_BOUND 16
#define EXEC_BOUND_AFTER 3

typedef struct bbmmi_kernel {
    const char *source_key;
    const char *name_key;
    const char *options_key;
    char *source;
    char *name;
    char *options;
    char *full;   /* prelude + source */
    cl_kernel *k[EXEC_VARIANTS]; /* per variant (BBMM_VARIANT_* bits), per device;
                                    built on first use */
    /* kernels built for a binding of the references to boxes (exec_bound) */
    struct exec_bound *bound;
    int nbound;
    int binds; /* the source has bound references (BBMM_BREF) */
    bbmmi_nest_memo m; /* what its runs left for the start of the next (grid.h) */
    uint64_t launches; /* launches of the kernel so far */
    uint64_t hosted;   /* of them, timed by the host for the meter (exec_metered) */
    uint64_t runs;     /* runs of the nest so far */
    struct bbmmi_plan *plan; /* its last run, to replay (lib/replay.c); NULL: none */
    struct bbmmi_kernel *next;
} exec_kernel;

/* How the next launch of kernel "k" is timed for its meter (BBMM_SPREAD
 * =auto's estimate of a run's kernel time, grid.h's bbmmi_run_spread).
 * With profiling queues, EXEC_METER_EVENT: the launch's profiling times
 * when it retires, for every launch where device times are read anyway
 * (BBMM_STATS, BBMM_TRACE), else for a sample (reading them costs the
 * host two driver queries).  Otherwise the queues do not profile (on
 * NVIDIA's OpenCL a launch on a profiling queue costs the host 14-16 us
 * instead of 7-9: bench/probe/cl_launch), and on several devices under
 * spread=auto EXEC_METER_HOST times launches from the host:
 * EXEC_METER_FIRST launches and one in EXEC_METER_EVERY after them wait
 * for the queue to drain, run alone and are waited for (exec_host_meter),
 * from the second run on of a nest that recurs (bbmm_nest.recurs: in
 * serial loops), from run EXEC_METER_RUNS on of others.  A meter serves
 * later runs, and a timed launch costs the overlap of everything around
 * it: blackscholes 64M on 2 H200 took 0.064 s instead of 0.044 when its
 * second (timed, after the warm-up) run was metered so.  0: not timed
 * (one device, spread off, or a test holding the queue). */
#define EXEC_METER_EVENT 1
#define EXEC_METER_HOST 2
#define EXEC_METER_EVENT_FIRST 64 /* with profiling queues: launches 0-63 and one in 16 */
#define EXEC_METER_EVENT_EVERY 16
#define EXEC_METER_FIRST 4
#define EXEC_METER_EVERY 1024
#define EXEC_METER_RUNS 8 /* a nest not known to recur is timed from this run on */
static int exec_metered(const bbmm_context *ctx, const bbmm_nest *nest, exec_kernel *k)
{
    uint64_t n = __atomic_fetch_add(&k->launches, 1, __ATOMIC_RELAXED); /* runs of several threads */
    uint64_t runs = __atomic_load_n(&k->runs, __ATOMIC_RELAXED);
    if (ctx->profiling)
        return ctx->settings.device_times || n < EXEC_METER_EVENT_FIRST || n % EXEC_METER_EVENT_EVERY == 0
                   ? EXEC_METER_EVENT
                   : 0;
    if (ctx->mgr.ndev == 1 || ctx->settings.spread != BBMM_SPREAD_AUTO || !ctx->settings.spread_ns || ctx->hold ||
        bbmmi_nranks(ctx) > 1 || runs < (nest->recurs ? 1 : EXEC_METER_RUNS))
        return 0; /* (several ranks never narrow a run: grid.h's bbmmi_run_begin) */
    if (__atomic_load_n(&k->hosted, __ATOMIC_RELAXED) >= EXEC_METER_FIRST && n % EXEC_METER_EVERY)
        return 0;
    __atomic_fetch_add(&k->hosted, 1, __ATOMIC_RELAXED);
    return EXEC_METER_HOST;
}

/* The device time of launch "ev" on "dev", enqueued at "t0" onto a drained
 * queue: the host's time until it completed less that of a marker
 * enqueued and waited for the same way (the driver's round trip); into
 * "k"'s meter with the launch's "items".  A launch that failed adds
 * nothing. */
static void exec_host_meter(bbmm_context *ctx, int dev, exec_kernel *k, cl_event ev, uint64_t t0, uint64_t items)
{
    cl_event mark = NULL;
    cl_int status = CL_SUCCESS;
    uint64_t t1, m0, m1, ns;
    if (clWaitForEvents(1, &ev) != CL_SUCCESS ||
        clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(status), &status, NULL) != CL_SUCCESS ||
        status != CL_COMPLETE)
        return;
    t1 = bbmmi_now_ns();
    m0 = bbmmi_now_ns();
    if (clEnqueueMarkerWithWaitList(ctx->dev[dev].queue, 0, NULL, &mark) != CL_SUCCESS)
        return;
    clWaitForEvents(1, &mark);
    clReleaseEvent(mark);
    m1 = bbmmi_now_ns();
    ns = t1 - t0 > m1 - m0 ? (t1 - t0) - (m1 - m0) : 0;
    pthread_mutex_lock(&ctx->lock);
    k->m.meter.ns += ns;
    k->m.meter.items += items;
    pthread_mutex_unlock(&ctx->lock);
}

/* A run: its tiles and their devices (bbmm/grid.h). */
typedef bbmmi_run exec_job;

/* The executor of a context: the kernel cache,
 * and the look-ahead window: per unfinished run, a marker event per device
 * ("window", "wcap" runs of ctx->mgr.ndev events, "wfirst" the oldest of
 * "wruns"). */
struct bbmmi_exec {
    cl_event *window;
    uint64_t *wseq; /* each marker's number on its queue (bbmmi_queue_done) */
    int wcap;
    int wfirst;
    int wruns;
    exec_kernel *kernels;
    cl_mem *dummy; /* per device: a small buffer for arrays a tile does not touch */
    /* BBMM_CHECK=bounds: per device the check record its kernels write
     * (EXEC_CK_BYTES, prelude.h's BBMM_CK_AT), and whether a kernel ran
     * there since the record was last read; NULL in other modes */
    cl_mem *check;
    unsigned char *checked;
    /* work-group size limits already asked for (kernel, device) */
    struct {
        cl_kernel k;
        int dev;
        size_t wg;
    } wgc[EXEC_WG_CACHE];
};

void bbmmi_charge(bbmm_context *ctx, int dev, uint64_t ns)
{
    pthread_mutex_lock(&ctx->lock);
    if (dev >= 0 && dev < ctx->mgr.ndev)
        ctx->mgr.store[dev].stats.manager_ns += ns;
    else
        ctx->mgr.manager_ns += ns;
    pthread_mutex_unlock(&ctx->lock);
}

uint64_t bbmmi_clock_ns(void)
{
    return bbmmi_now_ns();
}

/* The check record of a device (prelude.h, BBMM_CHECK_BOUNDS): the kernel
 * side's scratch bytes, then at EXEC_CK_AT the first violation of the
 * launches since the record was cleared. */
#define EXEC_CK_AT 256
#define EXEC_CK_BYTES 512
typedef struct exec_ck_rec {
    int32_t flag, count, slot, box, nbox, ndim;
    int64_t ix[BBMM_KMAX_ARRAY_DIMS], lo[BBMM_KMAX_ARRAY_DIMS], hi[BBMM_KMAX_ARRAY_DIMS];
} exec_ck_rec;
typedef char exec_ck_rec_layout[sizeof(exec_ck_rec) == 120 && EXEC_CK_AT + 120 <= EXEC_CK_BYTES ? 1 : -1];

/* Set the check arguments of slot number "slot" (its record on "dev" and
 * its number) at "*idx" under BBMM_CHECK=bounds; nothing otherwise. */
/* Set argument "idx" of "k", noting it in the plan that run "job"
 * records (lib/replay.c). */
static cl_int exec_arg(bbmm_context *ctx, const exec_job *job, cl_kernel k, cl_uint idx, size_t size,
                       const void *value)
{
    if (job->record)
        bbmmi_plan_arg((exec_job *)job, idx, size, value);
    bbmmi_args_forget(ctx, k);
    return clSetKernelArg(k, idx, size, value);
}

int bbmmi_exec_checks(const bbmm_context *ctx)
{
    return ctx->exec && ctx->exec->check;
}

static cl_int exec_check_args(bbmm_context *ctx, int dev, cl_kernel k, int slot, cl_uint *idx)
{
    cl_int err, s = (cl_int)slot;
    if (!ctx->exec->check)
        return CL_SUCCESS;
    bbmmi_args_forget(ctx, k);
    err = clSetKernelArg(k, (*idx)++, sizeof(cl_mem), &ctx->exec->check[dev]);
    if (err == CL_SUCCESS)
        err = clSetKernelArg(k, (*idx)++, sizeof(s), &s);
    return err;
}

/* Set the kernel arguments "a" of slot number "slot" of the nest,
 * starting at "*idx", for kernel variant "v": unchecked with every array
 * in one box (BBMM_COMPACT, prelude.h), the box's buffer and bounds;
 * else every buffer, the box table and the binding. */
static bbmm_status exec_slot_args(bbmm_context *ctx, const exec_job *job, int dev, cl_kernel k,
                                  const bbmm_slot_args *a, int slot, int v, cl_uint *idx)
{
    cl_int err = CL_SUCCESS;
    int b;
    if ((v & EXEC_ONE_BOX) && !ctx->exec->check) {
        int64_t box[2 * BBMM_KMAX_ARRAY_DIMS];
        size_t nd = (a->table_bytes / sizeof(int64_t) - 1) / (2 * BBMM_KMAX_BOXES), d;
        cl_mem m = a->mem[0] ? a->mem[0] : ctx->exec->dummy[dev];
        for (d = 0; d < nd; d++) {
            box[d] = a->table[1 + d];
            box[nd + d] = a->table[1 + BBMM_KMAX_BOXES * nd + d];
        }
        err = exec_arg(ctx, job, k, (*idx)++, sizeof(cl_mem), &m);
        if (err == CL_SUCCESS)
            err = exec_arg(ctx, job, k, (*idx)++, 2 * nd * sizeof(int64_t), box);
        goto out;
    }
    for (b = 0; b < BBMM_KMAX_BOXES && err == CL_SUCCESS; b++) {
        cl_mem m = a->mem[b] ? a->mem[b] : a->mem[0] ? a->mem[0] : ctx->exec->dummy[dev];
        err = exec_arg(ctx, job, k, (*idx)++, sizeof(cl_mem), &m);
    }
    if (err == CL_SUCCESS)
        err = exec_arg(ctx, job, k, (*idx)++, a->table_bytes, a->table);
    if (err == CL_SUCCESS)
        err = exec_arg(ctx, job, k, (*idx)++, sizeof(a->bind), a->bind);
    if (err == CL_SUCCESS)
        err = exec_check_args(ctx, dev, k, slot, idx);
out:
    if (err == CL_SUCCESS)
        return BBMM_OK;
    pthread_mutex_lock(&ctx->lock);
    bbmmi_cl_check(ctx, err, "clSetKernelArg", dev);
    pthread_mutex_unlock(&ctx->lock);
    return BBMM_ERR_OPENCL;
}

/* Build variant "v" of kernel "k" (of "nest") for device "dev" unless it
 * is built; lock held. */
static bbmm_status exec_variant_build(bbmm_context *ctx, const bbmm_nest *nest, exec_kernel *k, int v, int dev)
{
    char opts[1024], vo[EXEC_VOPTS];
    cl_program prog;
    cl_int err = CL_SUCCESS;
    bbmm_status st;
    if (k->k[v] && k->k[v][dev])
        return BBMM_OK;
    if ((size_t)snprintf(opts, sizeof(opts), "%s%s", k->options ? k->options : "", exec_variant_opts(ctx, nest, dev, v, vo)) >=
        sizeof(opts))
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "nest %s: build options too long", nest->name ? nest->name : "?");
    if (!k->k[v] && !(k->k[v] = (cl_kernel *)calloc((size_t)ctx->mgr.ndev, sizeof(cl_kernel))))
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_run: out of host memory");
    st = bbmmi_program_get(ctx, k->full, opts, dev, &prog);
    if (st == BBMM_OK) {
        cl_kernel made = clCreateKernel(prog, k->name, &err);
        if ((st = bbmmi_cl_check(ctx, err, "clCreateKernel", dev)) == BBMM_OK)
            k->k[v][dev] = made;
    }
    if (st == BBMM_ERR_OPENCL)
        exec_add_context(ctx, st, nest);
    return st;
}

/* The binding key of the "n" slots of "la" (exec_bound) into a new
 * string; NULL when out of memory. */
static char *exec_bound_key(const bbmmi_launch_args *la, int n)
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

/* Build kernel "x" of "k" (variant x->variant, binding x->key) for device
 * "dev"; lock held. */
static bbmm_status exec_bound_build(bbmm_context *ctx, const bbmm_nest *nest, exec_kernel *k, exec_bound *x,
                                    int dev)
{
    size_t n = strlen(x->key), len = (k->options ? strlen(k->options) : 0) + EXEC_VOPTS + 32 + n * 24, at;
    char *opts = (char *)malloc(len), vo[EXEC_VOPTS];
    cl_program prog;
    cl_int err = CL_SUCCESS;
    bbmm_status st;
    size_t i;
    if (!opts || (!x->k && !(x->k = (cl_kernel *)calloc((size_t)ctx->mgr.ndev, sizeof(cl_kernel))))) {
        free(opts);
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_run: out of host memory");
    }
    at = (size_t)snprintf(opts, len, "%s%s -DBBMM_BOUND", k->options ? k->options : "",
                          exec_variant_opts(ctx, nest, dev, x->variant, vo));
    for (i = 0; i < n && at < len; i++)
        at += (size_t)snprintf(opts + at, len - at, " -DBBMM_B_%zu_%zu=%d", i / BBMM_KMAX_REFS,
                               i % BBMM_KMAX_REFS, x->key[i] - '1');
    st = bbmmi_program_get(ctx, k->full, opts, dev, &prog);
    free(opts);
    if (st == BBMM_OK) {
        cl_kernel made = clCreateKernel(prog, k->name, &err);
        if ((st = bbmmi_cl_check(ctx, err, "clCreateKernel", dev)) == BBMM_OK)
            x->k[dev] = made;
    }
    if (st == BBMM_ERR_OPENCL)
        exec_add_context(ctx, st, nest);
    return st;
}

/* The kernel of "k" for device "dev" built for the binding of "la" in
 * variant "v" into "*out": built at the binding's EXEC_BOUND_AFTER-th
 * launch, for EXEC_MAX_BOUND bindings of a nest at most; "*out" stays as
 * it is (the run-time binding table) otherwise.  A binding that already
 * recurred in the variant without a hole builds its hole variants at their
 * first launch (the rest of a split tile: the same boxes, so the same
 * binding, which a warm-up then builds even where it splits a tile only a
 * few times).  Lock held. */
static bbmm_status exec_bound_get(bbmm_context *ctx, const bbmm_nest *nest, exec_kernel *k, int v,
                                  const bbmmi_launch_args *la, int dev, cl_kernel *out)
{
    const int holes = BBMM_VARIANT_HOLE | BBMM_VARIANT_SLAB;
    char *key = exec_bound_key(la, nest->narrays);
    exec_bound *x, *base;
    bbmm_status st;
    if (!key)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_run: out of host memory");
    for (x = k->bound; x && (x->variant != v || strcmp(x->key, key)); x = x->next)
        ;
    if (!x && k->nbound < EXEC_MAX_BOUND && (x = (exec_bound *)calloc(1, sizeof(*x)))) {
        for (base = k->bound; base && (base->variant != (v & ~holes) || strcmp(base->key, key)); base = base->next)
            ;
        if ((v & holes) && base && (base->k || base->seen >= EXEC_BOUND_AFTER - 1))
            x->seen = EXEC_BOUND_AFTER - 1;
        x->key = key;
        key = NULL;
        x->variant = v;
        x->next = k->bound;
        k->bound = x;
        k->nbound++;
    }
    free(key);
    if (!x || (!x->k && ++x->seen < EXEC_BOUND_AFTER))
        return BBMM_OK;
    if ((!x->k || !x->k[dev]) && (st = exec_bound_build(ctx, nest, k, x, dev)) != BBMM_OK) {
        int d;
        for (d = 0; x->k && d < ctx->mgr.ndev; d++)
            if (x->k[d])
                clReleaseKernel(x->k[d]);
        free(x->k);
        x->k = NULL;
        x->seen = INT_MIN; /* never again: the run-time table serves */
        return st;
    }
    *out = x->k[dev];
    return BBMM_OK;
}

/* The work-group size limit of kernel "k" on "dev" into "*wg" (asked of
 * OpenCL once per kernel and device; the run's thread only). */
static cl_int exec_wg_size(bbmm_context *ctx, cl_kernel k, int dev, size_t *wg)
{
    struct bbmmi_exec *ex = ctx->exec;
    unsigned h = (unsigned)(((uintptr_t)k >> 4) * 31u + (unsigned)dev) % EXEC_WG_CACHE;
    cl_int err;
    if (ex->wgc[h].k == k && ex->wgc[h].dev == dev) {
        *wg = ex->wgc[h].wg;
        return CL_SUCCESS;
    }
    err = clGetKernelWorkGroupInfo(k, ctx->dev[dev].id, CL_KERNEL_WORK_GROUP_SIZE, sizeof(*wg), wg, NULL);
    if (err == CL_SUCCESS) {
        ex->wgc[h].k = k;
        ex->wgc[h].dev = dev;
        ex->wgc[h].wg = *wg;
    }
    return err;
}

/* Enqueue the nest's kernel for "tile" on "dev" (not waited for: its
 * device time reaches the statistics when it is retired). */
bbmm_status bbmmi_launch(bbmm_context *ctx, int dev, const exec_job *job, const bbmmi_launch_args *la,
                         const bbmm_box *tile, const bbmm_box *hole)
{
    const bbmm_nest *nest = job->nest;
    int64_t t[BBMM_KTILE_WORDS];
    size_t global[BBMM_KMAX_TILE_DIMS], local[BBMM_KMAX_TILE_DIMS], wg = 0;
    int v = la->variant | bbmm_launch_tile(tile, hole, t, global);
    cl_kernel k;
    cl_event ev = NULL;
    cl_uint idx = 0, scalar0 = 0;
    cl_int err = CL_SUCCESS;
    const char *call = "clSetKernelArg";
    bbmm_status st = BBMM_OK;
    uint64_t t0 = 0;
    int i, nd = tile->ndim, metered;
    pthread_mutex_lock(&ctx->lock);
    st = exec_variant_build(ctx, nest, job->kernel, v, dev);
    k = st == BBMM_OK ? job->kernel->k[v][dev] : NULL;
    if (st == BBMM_OK && !(v & EXEC_ONE_BOX) && job->kernel->binds)
        st = exec_bound_get(ctx, nest, job->kernel, v, la, dev, &k);
    pthread_mutex_unlock(&ctx->lock);
    if (st != BBMM_OK)
        return st;
    for (i = 0; i < nest->narrays && st == BBMM_OK; i++)
        st = exec_slot_args(ctx, job, dev, k, &la->slot[i], i, v, &idx);
    if (st != BBMM_OK)
        return st;
    err = exec_arg(ctx, job, k, idx++, sizeof(t), t);
    scalar0 = idx;
    for (i = 0; i < nest->nscalars && err == CL_SUCCESS; i++)
        err = exec_arg(ctx, job, k, idx++, nest->scalars[i].size, nest->scalars[i].value);
    if (err == CL_SUCCESS) {
        call = "clGetKernelWorkGroupInfo";
        err = exec_wg_size(ctx, k, dev, &wg);
    }
    if (err == CL_SUCCESS) {
        size_t set[3];
        const size_t *want = bbmm_setting_workgroup(ctx, nd, set) ? set : nest->workgroup[0] ? nest->workgroup : NULL;
        int w = exec_coarsen(ctx, nest, dev);
        for (i = 0; want == nest->workgroup && i < nd; i++)
            if (!want[i])
                want = NULL;
        if (!want && nd == 2 && w > 1 && nest->coarsen == BBMM_COARSEN_RUNS && ctx->dev[dev].is_gpu)
            want = bbmm_runs_group2;
        bbmm_launch_items(global, w);
        bbmm_launch_shape(nd, global, local, wg, want);
        if (nest->sweep) { /* one work-group over the last dimension's points (bbmm_nest.sweep),
                              at most BBMM_TUNE workgroup=N of them */
            uint64_t ext = (uint64_t)(tile->hi[nd - 1] - tile->lo[nd - 1]) + 1;
            if (bbmm_setting_workgroup(ctx, 1, set) && set[0] < wg)
                wg = set[0];
            nd = 1;
            global[0] = local[0] = ext < wg ? (size_t)ext : wg;
        }
    }
    if (err == CL_SUCCESS && (st = bbmmi_main_sync(ctx, dev)) != BBMM_OK)
        return st;
    metered = err == CL_SUCCESS ? exec_metered(ctx, nest, job->kernel) : 0;
    if (metered == EXEC_METER_HOST) {
        /* alone on the device: its time is the host's wait; every queue
         * flushed first, as commands there may be what this one waits for */
        for (i = 0; i < ctx->mgr.ndev; i++) {
            clFlush(ctx->dev[i].queue);
            if (ctx->dev[i].side)
                clFlush(ctx->dev[i].side);
        }
        clFinish(ctx->dev[dev].queue);
        t0 = bbmmi_now_ns();
    }
    if (err == CL_SUCCESS) {
        call = "clEnqueueNDRangeKernel";
        err = clEnqueueNDRangeKernel(ctx->dev[dev].queue, k, (cl_uint)nd, NULL, global, local, 0, NULL, &ev);
    }
    if (err == CL_SUCCESS) {
        uint64_t items = 1;
        const bbmmi_acc *acc = la->acc;
        int nacc = la->nacc;
        for (i = 0; i < nd; i++) /* work-items: the part's points (a volume that fits: a tile's) */
            items *= (uint64_t)(tile->hi[i] - tile->lo[i] + 1);
        if (metered == EXEC_METER_HOST)
            exec_host_meter(ctx, dev, job->kernel, ev, t0, items);
        bbmmi_cmd_add_kernel(ctx, dev, ev, job->kernel->name,
                             metered == EXEC_METER_EVENT ? &job->kernel->m.meter : NULL, items, acc, nacc);
        if (job->record)
            bbmmi_plan_launch((exec_job *)job, dev, k, job->kernel->name, (cl_uint)nd, global, local, scalar0, acc, nacc, items,
                              metered == EXEC_METER_EVENT ? &job->kernel->m.meter : NULL);
    }
    pthread_mutex_lock(&ctx->lock);
    if (err != CL_SUCCESS) {
        st = bbmmi_cl_check(ctx, err, call, dev);
        exec_add_context(ctx, st, nest);
    } else {
        ctx->mgr.store[dev].stats.kernels++;
        if (ctx->exec->checked)
            ctx->exec->checked[dev] = 1;
        for (i = 0; i < 3; i++)
            ctx->last_local[i] = i < nd ? local[i] : 1;
    }
    pthread_mutex_unlock(&ctx->lock);
    return st;
}

int bbmmi_least_busy(bbmm_context *ctx, int ndev)
{
    int d, best = 0;
    bbmmi_retire(ctx, 0);
    pthread_mutex_lock(&ctx->claim_mu);
    for (d = 1; d < ndev; d++)
        if (ctx->dev[d].queued < ctx->dev[best].queued)
            best = d;
    pthread_mutex_unlock(&ctx->claim_mu);
    return best;
}

void bbmm_test_last_workgroup(bbmm_context *ctx, size_t local[3])
{
    int i;
    pthread_mutex_lock(&ctx->lock);
    for (i = 0; i < 3; i++)
        local[i] = ctx->last_local[i];
    pthread_mutex_unlock(&ctx->lock);
}

/* Close the window entry of the run just enqueued: per device, the newest
 * command recorded on its queue (the queue is in order, so it ends after
 * the run's other commands there; NULL where the device has none, which
 * needs no wait; a marker per device per run cost 7 us of host time each
 * on NVIDIA's OpenCL).  Then, while more than the look-ahead setting of
 * runs are unfinished, wait for the oldest.  Lock not held. */
static bbmm_status exec_window(bbmm_context *ctx, int replayed)
{
    struct bbmmi_exec *ex = ctx->exec;
    int n = ctx->mgr.ndev, d, slot;
    uint64_t t0;
    cl_event *m;
    if (ex->wruns == ex->wcap) {
        t0 = bbmmi_now_ns();
        m = &ex->window[(size_t)ex->wfirst * (size_t)n];
        for (d = 0; d < n; d++)
            if (m[d]) {
                clWaitForEvents(1, &m[d]);
                clReleaseEvent(m[d]);
            }
        ex->wfirst = (ex->wfirst + 1) % ex->wcap;
        ex->wruns--;
        t0 = bbmmi_now_ns() - t0;
        pthread_mutex_lock(&ctx->lock);
        for (d = 0; d < n; d++)
            ctx->mgr.store[d].stats.wait_ns += t0;
        pthread_mutex_unlock(&ctx->lock);
    }
    slot = (ex->wfirst + ex->wruns) % ex->wcap;
    m = &ex->window[(size_t)slot * (size_t)n];
    for (d = 0; d < n; d++)
        m[d] = bbmmi_queue_last(ctx, d, &ex->wseq[(size_t)slot * (size_t)n + (size_t)d]);
    ex->wruns++;
    /* retire first: what it saw end tells which runs ended, without
     * polling their markers again (a driver call each, 1-1.5 us on
     * NVIDIA's OpenCL).  After a replayed run (it allocated and moved
     * nothing: no buffer waits to go back to the pool) only once the
     * window is half full: a time loop's runs poll a status every few
     * runs instead of every run (a query 1.3 us on NVIDIA's OpenCL) */
    if (replayed && 2 * ex->wruns < ex->wcap)
        goto counted;
    bbmmi_retire(ctx, 0);
    while (ex->wruns > 1) {
        size_t at = (size_t)ex->wfirst * (size_t)n;
        m = &ex->window[at];
        for (d = 0; d < n && (!m[d] || bbmmi_queue_done(ctx, d, ex->wseq[at + (size_t)d])); d++)
            ;
        if (d < n)
            break;
        for (d = 0; d < n; d++)
            if (m[d])
                clReleaseEvent(m[d]);
        ex->wfirst = (ex->wfirst + 1) % ex->wcap;
        ex->wruns--;
    }
counted:
    pthread_mutex_lock(&ctx->lock);
    ctx->runs++;
    if ((uint64_t)ex->wruns > ctx->lookahead_max)
        ctx->lookahead_max = (uint64_t)ex->wruns;
    pthread_mutex_unlock(&ctx->lock);
    return BBMM_OK;
}

/* Release the markers of the window (after the queues are finished). */
static void exec_window_free(bbmm_context *ctx, struct bbmmi_exec *ex)
{
    int d;
    for (; ex->wruns > 0; ex->wruns--) {
        for (d = 0; d < ctx->mgr.ndev; d++)
            if (ex->window[(size_t)ex->wfirst * (size_t)ctx->mgr.ndev + (size_t)d])
                clReleaseEvent(ex->window[(size_t)ex->wfirst * (size_t)ctx->mgr.ndev + (size_t)d]);
        ex->wfirst = (ex->wfirst + 1) % ex->wcap;
    }
    free(ex->window);
    free(ex->wseq);
    ex->window = NULL;
    ex->wseq = NULL;
}

/* Release kernel cache entry "k". */
static void exec_kernel_free(bbmm_context *ctx, exec_kernel *k)
{
    int d, v;
    while (k->bound) {
        exec_bound *x = k->bound;
        k->bound = x->next;
        for (d = 0; x->k && d < ctx->mgr.ndev; d++)
            if (x->k[d])
                clReleaseKernel(x->k[d]);
        free(x->k);
        free(x->key);
        free(x);
    }
    for (v = 0; v < EXEC_VARIANTS; v++) {
        for (d = 0; k->k[v] && d < ctx->mgr.ndev; d++)
            if (k->k[v][d])
                clReleaseKernel(k->k[v][d]);
        free(k->k[v]);
    }
    bbmmi_plan_free(k->plan);
    free(k->full);
    free(k->source);
    free(k->name);
    free(k->options);
    free(k);
}

void bbmmi_exec_shutdown(bbmm_context *ctx)
{
    struct bbmmi_exec *ex = ctx->exec;
    int i;
    if (!ex)
        return;
    for (i = 0; i < ctx->mgr.ndev; i++)
        clFinish(ctx->dev[i].queue);
    bbmmi_retire(ctx, 1); /* accounted before the kernels' meters go */
    exec_window_free(ctx, ex);
    while (ex->kernels) {
        exec_kernel *k = ex->kernels;
        ex->kernels = k->next;
        exec_kernel_free(ctx, k);
    }
    for (i = 0; ex->dummy && i < ctx->mgr.ndev; i++)
        if (ex->dummy[i])
            bbmmi_buffer_release(ex->dummy[i]);
    for (i = 0; ex->check && i < ctx->mgr.ndev; i++)
        bbmmi_buffer_release(ex->check[i]);
    free(ex->dummy);
    free(ex->check);
    free(ex->checked);
    free(ex);
    ctx->exec = NULL;
}

/* Write "bytes" zero bytes at "off" of the check record of "dev" (blocking:
 * in the device's queue after its kernels so far). */
static bbmm_status exec_check_clear(bbmm_context *ctx, int dev, size_t off, size_t bytes)
{
    static const char zero[EXEC_CK_BYTES];
    cl_int err = clEnqueueWriteBuffer(ctx->dev[dev].queue, ctx->exec->check[dev], CL_TRUE, off, bytes, zero, 0,
                                      NULL, NULL);
    return bbmmi_cl_check(ctx, err, "clEnqueueWriteBuffer (bounds check record)", dev);
}

/* Under BBMM_CHECK=bounds, make the check record of every device of
 * "ctx", cleared. */
static bbmm_status exec_check_start(bbmm_context *ctx)
{
    struct bbmmi_exec *ex = ctx->exec;
    size_t n = (size_t)ctx->mgr.ndev;
    int i;
    bbmm_status st = BBMM_OK;
    if (!(ctx->settings.check & BBMM_CHECK_BOUNDS_MODE))
        return BBMM_OK;
    if (!(ex->check = (cl_mem *)calloc(n, sizeof(cl_mem))) || !(ex->checked = (unsigned char *)calloc(n, 1)))
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_run: out of host memory");
    for (i = 0; i < ctx->mgr.ndev && st == BBMM_OK; i++)
        if ((st = bbmmi_buffer_create(ctx, i, EXEC_CK_BYTES, &ex->check[i])) == BBMM_OK)
            st = exec_check_clear(ctx, i, 0, EXEC_CK_BYTES);
    return st;
}

/* exec_check_start, shutting the executor down when it fails. */
static bbmm_status exec_check_begin(bbmm_context *ctx)
{
    bbmm_status st = exec_check_start(ctx);
    if (st != BBMM_OK)
        bbmmi_exec_shutdown(ctx);
    return st;
}

/* Create the executor of "ctx": the look-ahead window, a small buffer
 * per device for arrays a tile does not touch, and the check records
 * (BBMM_CHECK=bounds). */
static bbmm_status exec_start(bbmm_context *ctx)
{
    struct bbmmi_exec *ex;
    int i;
    if (ctx->exec)
        return BBMM_OK;
    ex = (struct bbmmi_exec *)calloc(1, sizeof(*ex));
    if (ex)
        ex->wcap = ctx->settings.lookahead > 0 ? ctx->settings.lookahead : 1;
    if (!ex || !(ex->dummy = (cl_mem *)calloc((size_t)ctx->mgr.ndev, sizeof(cl_mem))) ||
        !(ex->window = (cl_event *)calloc((size_t)ex->wcap * (size_t)ctx->mgr.ndev, sizeof(cl_event))) ||
        !(ex->wseq = (uint64_t *)calloc((size_t)ex->wcap * (size_t)ctx->mgr.ndev, sizeof(uint64_t)))) {
        if (ex) {
            free(ex->dummy);
            free(ex->window);
        }
        free(ex);
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_run: out of host memory");
    }
    ctx->exec = ex;
    for (i = 0; i < ctx->mgr.ndev; i++) {
        bbmm_status st = bbmmi_buffer_create(ctx, i, 64, &ex->dummy[i]);
        if (st != BBMM_OK) {
            bbmmi_exec_shutdown(ctx);
            return st;
        }
    }
    return exec_check_begin(ctx);
}

/* Copy string "s" (NULL stays NULL); 0 when out of memory. */
static int exec_strdup(const char *s, char **out)
{
    size_t n;
    *out = NULL;
    if (!s)
        return 1;
    n = strlen(s) + 1;
    *out = (char *)malloc(n);
    if (*out)
        memcpy(*out, s, n);
    return *out != NULL;
}

/* Return nonzero when strings "a" and "b" are equal (both may be NULL). */
static int exec_same(const char *a, const char *b)
{
    return a == b || (a && b && !strcmp(a, b));
}

/* The variant a launch of "run" most likely takes (bbmm_launch_variant):
 * one box per array, and 32-bit offsets when no array of it has 2^31
 * elements or more (no box can then). */
static int exec_likely_variant(const bbmmi_run *run)
{
    int v = EXEC_ONE_BOX | BBMM_VARIANT_INDEX32, i;
    for (i = 0; i < run->nest->narrays; i++)
        if (!run->slots[i].index32)
            v &= ~BBMM_VARIANT_INDEX32;
    return v;
}

/* Find or build the per-device kernels of "nest" (ctx->lock held). */
static bbmm_status exec_kernel_get(bbmm_context *ctx, const bbmmi_run *run, exec_kernel **out)
{
    const bbmm_nest *nest = run->nest;
    struct bbmmi_exec *ex = ctx->exec;
    exec_kernel *k;
    size_t np, ns;
    bbmm_status st;
    /* the nest's own text first (the same pointer every run), then any
     * kernel of equal text (another nest of the same source) */
    for (k = ex->kernels; k; k = k->next)
        if (k->source_key == nest->source && exec_same(k->name, nest->kernel) &&
            exec_same(k->options, nest->build_options)) {
            *out = k;
            return BBMM_OK;
        }
    for (k = ex->kernels; k; k = k->next)
        if (!strcmp(k->source, nest->source) && exec_same(k->name, nest->kernel) &&
            exec_same(k->options, nest->build_options)) {
            *out = k;
            return BBMM_OK;
        }
    np = strlen(bbmm_kernel_prelude);
    ns = strlen(nest->source);
    k = (exec_kernel *)calloc(1, sizeof(*k));
    if (!k || !(k->full = (char *)malloc(np + ns + 1)) || !exec_strdup(nest->source, &k->source) ||
        !exec_strdup(nest->kernel, &k->name) || !exec_strdup(nest->build_options, &k->options)) {
        if (k)
            exec_kernel_free(ctx, k);
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_run: out of host memory");
    }
    memcpy(k->full, bbmm_kernel_prelude, np);
    memcpy(k->full + np, nest->source, ns + 1);
    /* one variant now (for the first device; the others build what they
     * run when they first run it), so that a kernel that does not build
     * fails bbmm_run before any tile starts: the one a run most often
     * launches (one box per array, 32-bit offsets when every array has
     * fewer than 2^31 elements), so that it is usually the only build (a
     * program build costs 10-15 ms on NVIDIA's driver, its cache warm) */
    st = exec_variant_build(ctx, nest, k, exec_likely_variant(run), 0);
    if (st != BBMM_OK) {
        exec_kernel_free(ctx, k);
        return st;
    }
    k->source_key = nest->source;
    k->binds = strstr(nest->source, "BBMM_BREF") != NULL;
    k->next = ex->kernels;
    ex->kernels = k;
    *out = k;
    return BBMM_OK;
}

/* The context on which the calling thread has a run open (between
 * bbmm_tiles_begin and bbmm_tiles_end): a second begin there would wait
 * for itself forever. */
static __thread const bbmm_context *exec_open;

bbmm_status bbmmi_run_attach(bbmm_context *ctx, bbmmi_run *run, bbmmi_run_rules *rules)
{
    const bbmmi_settings *s = &ctx->settings;
    bbmm_status st;
    int d;
    run->t0 = bbmmi_now_ns();
    if ((st = exec_start(ctx)) != BBMM_OK || (st = exec_kernel_get(ctx, run, &run->kernel)) != BBMM_OK)
        return st;
    run->nm = &run->kernel->m;
    rules->spread_auto = s->spread == BBMM_SPREAD_AUTO;
    rules->spread_items = s->spread_items;
    rules->spread_ns = s->spread_ns;
    rules->alloc_auto = s->alloc_auto;
    rules->alloc_whole = s->alloc == BBMM_ALLOC_WHOLE;
    rules->pipeline = s->pipeline;
    rules->early = s->early;
    for (d = 0; d < ctx->mgr.ndev && !ctx->dev[d].is_gpu; d++)
        ;
    rules->first_gpu = d;
    return BBMM_OK;
}

void bbmmi_run_enter(bbmm_context *ctx, bbmmi_run *run)
{
    if (run->use < ctx->mgr.ndev)
        ctx->runs_narrowed++;
    if (run->early_ended) {
        ctx->early_tried++;
        ctx->early_kept += (uint64_t)run->nm->early.split;
    }
    bbmmi_plan_begin(ctx, run, &run->kernel->plan);
    ctx->async = 1;
    ctx->async_thread = pthread_self();
}

bbmm_status bbmmi_run_open(bbmm_context *ctx, const bbmm_nest *nest)
{
    if (exec_open == ctx)
        return bbmmi_error(ctx, BBMM_ERR_BUSY,
                           "nest %s: this thread has a run open on the context (bbmm_tiles_begin "
                           "without bbmm_tiles_end)", nest->name ? nest->name : "?");
    bbmmi_enter();
    pthread_mutex_lock(&ctx->run_mu);
    exec_open = ctx;
    return BBMM_OK;
}

void bbmmi_run_close(bbmm_context *ctx)
{
    exec_open = NULL;
    pthread_mutex_unlock(&ctx->run_mu);
    bbmmi_leave();
}

/* Append what format "fmt" makes to "buf" ("len" bytes, "*at" used so
 * far, truncated at its end). */
static void exec_ck_put(char *buf, size_t len, size_t *at, const char *fmt, ...)
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
static void exec_ck_array(const bbmmi_run *run, int slot, char *name, size_t len)
{
    const char *a = slot >= 0 && slot < run->nest->narrays ? run->slots[slot].name : NULL;
    if (a && a[0])
        snprintf(name, len, "%s", a);
    else
        snprintf(name, len, "array %d", slot);
}

/* The message of violation "r" in a run of "nest" (kernel "kname") on
 * "dev" into "buf" ("len" bytes). */
static void exec_ck_message(bbmm_context *ctx, const bbmmi_run *run, const char *kname, int dev,
                            const exec_ck_rec *r, char *buf, size_t len)
{
    char name[BBMMI_NAME_LEN];
    int nd = r->ndim >= 1 && r->ndim <= BBMM_KMAX_ARRAY_DIMS ? r->ndim : 0, d;
    int inbox = r->box >= 0 && r->box < r->nbox && r->box < BBMM_KMAX_BOXES;
    size_t at = 0;
    const bbmm_nest *nest = run->nest;
    exec_ck_array(run, r->slot, name, sizeof(name));
    exec_ck_put(buf, len, &at, "bounds check: kernel %s of nest %s accessed %s", kname ? kname : "?",
                nest->name ? nest->name : "?", name);
    for (d = 0; d < nd; d++)
        exec_ck_put(buf, len, &at, "[%lld]", (long long)r->ix[d]);
    if (inbox) {
        exec_ck_put(buf, len, &at, " outside its box %s", name);
        for (d = 0; d < nd; d++)
            exec_ck_put(buf, len, &at, "[%lld..%lld]", (long long)r->lo[d], (long long)r->hi[d]);
    } else {
        exec_ck_put(buf, len, &at, " through box %d, which the launch does not have", (int)r->box);
    }
    exec_ck_put(buf, len, &at, " on device %d (%s) (box %d of %d; %lld access(es) outside their boxes in the run)",
                dev, ctx->dev[dev].name, (int)r->box, (int)r->nbox, (long long)r->count);
}

/* Read the check record of "dev" into "*r" and clear it when it holds a
 * violation (blocking: after the device's kernels so far). */
static bbmm_status exec_ck_read(bbmm_context *ctx, int dev, exec_ck_rec *r)
{
    cl_int err = clEnqueueReadBuffer(ctx->dev[dev].queue, ctx->exec->check[dev], CL_TRUE, EXEC_CK_AT, sizeof(*r),
                                     r, 0, NULL, NULL);
    bbmm_status st = bbmmi_cl_check(ctx, err, "clEnqueueReadBuffer (bounds check record)", dev);
    if (st == BBMM_OK && r->flag)
        st = exec_check_clear(ctx, dev, EXEC_CK_AT, sizeof(*r));
    return st;
}

/* Under BBMM_CHECK=bounds, after a run of "nest" (kernel "kname"): read
 * the check record of every device a kernel ran on since (every record
 * is cleared); the first violation found becomes BBMM_ERR_CHECK with its
 * message, counting those of every device. */
static bbmm_status exec_check_run(bbmm_context *ctx, const bbmmi_run *run, const char *kname)
{
    struct bbmmi_exec *ex = ctx->exec;
    char msg[BBMMI_ERRMSG_LEN];
    exec_ck_rec first, r;
    uint32_t count = 0;
    bbmm_status st = BBMM_OK, rd;
    int d, at = -1;
    if (!ex || !ex->check) /* BBMM_CHECK=bounds is off: every run passes here */
        return BBMM_OK;
    msg[0] = '\0';
    memset(&first, 0, sizeof(first));
    for (d = 0; d < ctx->mgr.ndev; d++) {
        if (!ex->checked[d])
            continue;
        ex->checked[d] = 0;
        memset(&r, 0, sizeof(r));
        if ((rd = exec_ck_read(ctx, d, &r)) != BBMM_OK && st == BBMM_OK) {
            bbmmi_error_take(ctx, msg, sizeof(msg));
            st = rd;
        }
        if (rd == BBMM_OK && r.flag && at < 0) {
            first = r;
            at = d;
        }
        if (rd == BBMM_OK && r.flag)
            count = count > UINT32_MAX - (uint32_t)r.count ? UINT32_MAX : count + (uint32_t)r.count;
    }
    if (st == BBMM_OK && at >= 0) {
        first.count = (int32_t)(count > INT32_MAX ? INT32_MAX : count);
        exec_ck_message(ctx, run, kname, at, &first, msg, sizeof(msg));
        st = BBMM_ERR_CHECK;
    }
    return st == BBMM_OK ? st : bbmmi_error_set(ctx, st, msg);
}

/* exec_check_run after a run that failed otherwise: its failure is the
 * one reported, the records are cleared for the next run. */
static void exec_check_discard(bbmm_context *ctx, const bbmmi_run *run, const char *kname)
{
    bbmm_status st = exec_check_run(ctx, run, kname);
    (void)st;
}

uint64_t bbmmi_run_number(const bbmmi_run *run)
{
    return run && run->kernel ? __atomic_load_n(&run->kernel->runs, __ATOMIC_RELAXED) + 1 : 0;
}

bbmm_status bbmmi_run_finish(bbmm_context *ctx, bbmmi_run *run, bbmm_status st)
{
    char msg[BBMMI_ERRMSG_LEN];
    const char *kname = run->kernel->name;
    pthread_mutex_lock(&ctx->lock);
    bbmmi_plan_finish(ctx, run, st);
    ctx->async = 0;
    ctx->enqueue_ns += bbmmi_now_ns() - run->t0;
    __atomic_fetch_add(&run->kernel->runs, 1, __ATOMIC_RELAXED); /* exec_metered reads it unlocked */
    run->nm->streak = ctx->mgr.overlapping > run->overlaps0 ? run->nm->streak + 1 : 0;
    ctx->runs_whole += (uint64_t)run->whole;
    ctx->runs_pipelined += (uint64_t)(run->pipe > 1);
    pthread_mutex_unlock(&ctx->lock);
    if (st == BBMM_OK && (st = exec_window(ctx, run->replayed)) == BBMM_OK)
        return exec_check_run(ctx, run, kname);
    bbmmi_error_take(ctx, msg, sizeof(msg));
    bbmmi_drain(ctx);
    exec_check_discard(ctx, run, kname);
    return bbmmi_error_set(ctx, st, msg);
}
