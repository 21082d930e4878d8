/* lib/exec.c - the kernels of a run, the thin layer's part: the kernel
 * cache (a nest's program built with the prelude, each variant and
 * binding of references built when first launched), the arguments of a
 * launch, its work-group size limit, its enqueue (a replayed one too:
 * bbmm/replay.h), the look-ahead window's events and the check records of
 * BBMM_CHECK=bounds.  What a run decides (its turn on the context, its
 * statistics, the variant, the points per work-item, the work-group
 * shape, which launches BBMM_SPREAD's meters time, the report of a bounds
 * check) is the method's, bbmm/run.h; the tile loop itself (Algorithm 4
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

/* ---- kernels -------------------------------------------------------- */

/* Kernel variants: exec.h's BBMM_VARIANT_*. */
#define EXEC_ONE_BOX BBMM_VARIANT_ONE_BOX
#define EXEC_VARIANTS BBMM_VARIANTS

/* Bytes of the variant options (exec_variant_opts): every option at once
 * takes 131. */
#define EXEC_VOPTS 160

/* The build options that select variant "v" (prelude.h) of "nest"'s
 * kernel at "w" points per work-item (the method's choice: run.h's
 * bbmmi_coarsen), and bounds checking under BBMM_CHECK=bounds. */
static const char *exec_variant_opts(const bbmm_context *ctx, const bbmm_nest *nest, int w, int v,
                                     char buf[EXEC_VOPTS])
{
    char c[64] = "";
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
    bbmmi_nest_memo m; /* the method's state of the nest: what its runs left for the start of
                          the next, its meter's counts, its plan (grid.h) */
    struct bbmmi_kernel *next;
} exec_kernel;

/* The device time of launch "ev" on "dev", enqueued at "t0" onto a drained
 * queue: the host's time until it completed less that of a marker
 * enqueued and waited for the same way (the driver's round trip); into
 * "meter" with the launch's "items" (BBMM_SPREAD=auto's meter where the
 * queues do not profile: which launches, run.h's bbmmi_metered).  A
 * launch that failed adds nothing. */
static void exec_host_meter(bbmm_context *ctx, int dev, bbmmi_meter *meter, cl_event ev, uint64_t t0, uint64_t items)
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
    meter->ns += ns;
    meter->items += items;
    pthread_mutex_unlock(&ctx->lock);
}

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

uint64_t bbmmi_clock_ns(void)
{
    return bbmmi_now_ns();
}

/* The check record of a device (prelude.h, BBMM_CHECK_BOUNDS): the kernel
 * side's scratch bytes, then at EXEC_CK_AT the first violation of the
 * launches since the record was cleared (run.h's bbmmi_check_rec). */
#define EXEC_CK_AT 256
#define EXEC_CK_BYTES 512
typedef bbmmi_check_rec exec_ck_rec;
typedef char exec_ck_rec_layout[sizeof(exec_ck_rec) == 120 && EXEC_CK_AT + 120 <= EXEC_CK_BYTES ? 1 : -1];

/* ---- arguments --------------------------------------------------------- */

/* The slot of ctx->args_owner for kernel "k". */
static unsigned exec_args_slot(cl_kernel k)
{
    uintptr_t h = (uintptr_t)k;
    return (unsigned)((h >> 4) ^ (h >> 12)) % BBMMI_ARGS_SLOTS;
}

/* A replayed launch sets only the nest's scalars when the kernel's other
 * arguments are still those it set last (ctx->args_owner); every other
 * setting of a kernel's arguments forgets that. */
static void exec_args_forget(bbmm_context *ctx, cl_kernel k)
{
    unsigned i = exec_args_slot(k);
    if (ctx->args_owner[i].k == k)
        ctx->args_owner[i].launch = 0;
}

/* Set argument "idx" of "k", its record (bbmmi_launch_rec.args) appended
 * to "rec" unless it is NULL (a launch of a run that records its plan). */
static cl_int exec_arg(bbmm_context *ctx, bbmmi_bytes *rec, cl_kernel k, cl_uint idx, size_t size,
                       const void *value)
{
    if (rec) {
        uint64_t hdr[2];
        hdr[0] = idx;
        hdr[1] = size;
        bbmmi_bytes_put(rec, hdr, sizeof(hdr));
        bbmmi_bytes_put(rec, value, size);
    }
    exec_args_forget(ctx, k);
    return clSetKernelArg(k, idx, size, value);
}

int bbmmi_exec_checks(const bbmm_context *ctx)
{
    return ctx->exec && ctx->exec->check;
}

/* Set the check arguments of slot number "slot" (its record on "dev" and
 * its number) at "*idx" under BBMM_CHECK=bounds; nothing otherwise. */
static cl_int exec_check_args(bbmm_context *ctx, int dev, cl_kernel k, int slot, cl_uint *idx)
{
    cl_int err, s = (cl_int)slot;
    if (!ctx->exec->check)
        return CL_SUCCESS;
    exec_args_forget(ctx, k);
    err = clSetKernelArg(k, (*idx)++, sizeof(cl_mem), &ctx->exec->check[dev]);
    if (err == CL_SUCCESS)
        err = clSetKernelArg(k, (*idx)++, sizeof(s), &s);
    return err;
}

/* Set the kernel arguments "a" of slot number "slot" of the nest,
 * starting at "*idx", for kernel variant "v": unchecked with every array
 * in one box (BBMM_COMPACT, prelude.h), the box's buffer and bounds;
 * else every buffer, the box table and the binding. */
static bbmm_status exec_slot_args(bbmm_context *ctx, bbmmi_bytes *rec, int dev, cl_kernel k,
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
        err = exec_arg(ctx, rec, k, (*idx)++, sizeof(cl_mem), &m);
        if (err == CL_SUCCESS)
            err = exec_arg(ctx, rec, k, (*idx)++, 2 * nd * sizeof(int64_t), box);
        goto out;
    }
    for (b = 0; b < BBMM_KMAX_BOXES && err == CL_SUCCESS; b++) {
        cl_mem m = a->mem[b] ? a->mem[b] : a->mem[0] ? a->mem[0] : ctx->exec->dummy[dev];
        err = exec_arg(ctx, rec, k, (*idx)++, sizeof(cl_mem), &m);
    }
    if (err == CL_SUCCESS)
        err = exec_arg(ctx, rec, k, (*idx)++, a->table_bytes, a->table);
    if (err == CL_SUCCESS)
        err = exec_arg(ctx, rec, k, (*idx)++, sizeof(a->bind), a->bind);
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

/* Build variant "v" of kernel "k" (of "nest") at "w" points per work-item
 * for device "dev" unless it is built; lock held. */
static bbmm_status exec_variant_build(bbmm_context *ctx, const bbmm_nest *nest, exec_kernel *k, int v, int w,
                                      int dev)
{
    char opts[1024], vo[EXEC_VOPTS];
    cl_program prog;
    cl_int err = CL_SUCCESS;
    bbmm_status st;
    if (k->k[v] && k->k[v][dev])
        return BBMM_OK;
    if ((size_t)snprintf(opts, sizeof(opts), "%s%s", k->options ? k->options : "", exec_variant_opts(ctx, nest, w, v, vo)) >=
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

/* Build kernel "x" of "k" (variant x->variant, binding x->key) at "w"
 * points per work-item for device "dev"; lock held. */
static bbmm_status exec_bound_build(bbmm_context *ctx, const bbmm_nest *nest, exec_kernel *k, exec_bound *x,
                                    int w, int dev)
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
                          exec_variant_opts(ctx, nest, w, x->variant, vo));
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
static bbmm_status exec_bound_get(bbmm_context *ctx, const bbmm_nest *nest, exec_kernel *k, int v, int w,
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
    if ((!x->k || !x->k[dev]) && (st = exec_bound_build(ctx, nest, k, x, w, dev)) != BBMM_OK) {
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

/* ---- a launch (the method's: run.h's bbmmi_launch) ------------------- */

bbmm_status bbmmi_kernel_pick(bbmm_context *ctx, const bbmm_nest *nest, struct bbmmi_kernel *kernel, int v,
                              int coarsen, const bbmmi_launch_args *la, int dev, bbmm_kern *out)
{
    bbmm_status st;
    cl_kernel k;
    pthread_mutex_lock(&ctx->lock);
    st = exec_variant_build(ctx, nest, kernel, v, coarsen, dev);
    k = st == BBMM_OK ? kernel->k[v][dev] : NULL;
    if (st == BBMM_OK && !(v & EXEC_ONE_BOX) && kernel->binds)
        st = exec_bound_get(ctx, nest, kernel, v, coarsen, la, dev, &k);
    pthread_mutex_unlock(&ctx->lock);
    *out = k;
    return st;
}

/* Record the failure "err" of OpenCL call "call" on "dev" in a launch of
 * "nest", naming the kernel and nest. */
static bbmm_status exec_launch_failed(bbmm_context *ctx, const bbmm_nest *nest, cl_int err, const char *call,
                                      int dev)
{
    bbmm_status st;
    pthread_mutex_lock(&ctx->lock);
    st = bbmmi_cl_check(ctx, err, call, dev);
    exec_add_context(ctx, st, nest);
    pthread_mutex_unlock(&ctx->lock);
    return st;
}

bbmm_status bbmmi_kernel_args(bbmm_context *ctx, int dev, bbmm_kern k, const bbmm_nest *nest,
                              const bbmmi_launch_args *la, int v, const int64_t *tile, bbmmi_bytes *rec,
                              unsigned *scalar0)
{
    cl_uint idx = 0;
    cl_int err;
    bbmm_status st = BBMM_OK;
    int i;
    for (i = 0; i < nest->narrays && st == BBMM_OK; i++)
        st = exec_slot_args(ctx, rec, dev, k, &la->slot[i], i, v, &idx);
    if (st != BBMM_OK)
        return st;
    err = exec_arg(ctx, rec, k, idx++, BBMM_KTILE_WORDS * sizeof(int64_t), tile);
    *scalar0 = idx;
    for (i = 0; i < nest->nscalars && err == CL_SUCCESS; i++)
        err = exec_arg(ctx, rec, k, idx++, nest->scalars[i].size, nest->scalars[i].value);
    return err == CL_SUCCESS ? BBMM_OK : exec_launch_failed(ctx, nest, err, "clSetKernelArg", dev);
}

/* The work-group size limit of kernel "k" on "dev" into "*wg" (asked of
 * OpenCL once per kernel and device; the run's thread only). */
bbmm_status bbmmi_kernel_wg(bbmm_context *ctx, const bbmm_nest *nest, bbmm_kern k, int dev, size_t *wg)
{
    struct bbmmi_exec *ex = ctx->exec;
    unsigned h = (unsigned)(((uintptr_t)k >> 4) * 31u + (unsigned)dev) % EXEC_WG_CACHE;
    cl_int err;
    if (ex->wgc[h].k == k && ex->wgc[h].dev == dev) {
        *wg = ex->wgc[h].wg;
        return BBMM_OK;
    }
    err = clGetKernelWorkGroupInfo(k, ctx->dev[dev].id, CL_KERNEL_WORK_GROUP_SIZE, sizeof(*wg), wg, NULL);
    if (err != CL_SUCCESS)
        return exec_launch_failed(ctx, nest, err, "clGetKernelWorkGroupInfo", dev);
    ex->wgc[h].k = k;
    ex->wgc[h].dev = dev;
    ex->wgc[h].wg = *wg;
    return BBMM_OK;
}

bbmm_status bbmmi_kernel_enqueue(bbmm_context *ctx, const bbmm_nest *nest, const bbmmi_launch_rec *l,
                                 bbmmi_meter *host)
{
    cl_event ev = NULL;
    cl_int err;
    uint64_t t0 = 0;
    int i, dev = l->dev;
    if (host) {
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
    err = clEnqueueNDRangeKernel(ctx->dev[dev].queue, l->k, (cl_uint)l->nd, NULL, l->global, l->local, 0, NULL, &ev);
    if (err != CL_SUCCESS)
        return exec_launch_failed(ctx, nest, err, "clEnqueueNDRangeKernel", dev);
    if (host)
        exec_host_meter(ctx, dev, host, ev, t0, l->items);
    bbmmi_cmd_add_kernel(ctx, dev, ev, l->name, l->meter, l->items, l->acc, l->nacc);
    pthread_mutex_lock(&ctx->lock);
    ctx->mgr.store[dev].stats.kernels++;
    if (ctx->exec->checked)
        ctx->exec->checked[dev] = 1;
    for (i = 0; i < 3; i++)
        ctx->last_local[i] = (unsigned)i < l->nd ? l->local[i] : 1;
    pthread_mutex_unlock(&ctx->lock);
    return BBMM_OK;
}

/* Enqueue recorded launch "l" with the scalars of "nest" (bbmm/replay.h).
 * When the kernel's arguments are still those this launch set last (no
 * other launch set any since), only the scalars are set again: the
 * buffers, box tables, bindings and tile of a recorded launch never
 * change. */
bbmm_status bbmmi_kernel_replay(bbmm_context *ctx, const bbmm_nest *nest, const bbmmi_launch_rec *l)
{
    const unsigned char *at = l->args.p, *end = l->args.n ? l->args.p + l->args.n : l->args.p;
    const char *call = "clSetKernelArg";
    cl_event ev = NULL;
    cl_int err = CL_SUCCESS;
    bbmm_status st;
    unsigned slot = exec_args_slot(l->k);
    int i, held = ctx->args_owner[slot].k == l->k && ctx->args_owner[slot].launch == l->id;
    if (!held) /* while they are set, they are nobody's */
        ctx->args_owner[slot].launch = 0;
    while (at < end && err == CL_SUCCESS) {
        uint64_t hdr[2];
        const void *value;
        int scalar;
        memcpy(hdr, at, sizeof(hdr));
        at += sizeof(hdr);
        value = at;
        scalar = hdr[0] >= l->scalar0 && hdr[0] - l->scalar0 < (uint64_t)nest->nscalars;
        if (scalar)
            value = nest->scalars[hdr[0] - l->scalar0].value;
        if (scalar || !held)
            err = clSetKernelArg(l->k, (cl_uint)hdr[0], (size_t)hdr[1], value);
        at += hdr[1];
    }
    if (err == CL_SUCCESS) {
        ctx->args_owner[slot].k = l->k;
        ctx->args_owner[slot].launch = l->id;
    }
    if (err == CL_SUCCESS && (st = bbmmi_main_sync(ctx, l->dev)) != BBMM_OK)
        return st;
    if (err == CL_SUCCESS) {
        /* without an event of its own where no one reads its time: one
         * launch in "every" carries one (the look-ahead window follows
         * those), the others take the next one's (bbmmi_cmd.ev) */
        bbmmi_device *d = &ctx->dev[l->dev];
        uint64_t every = ctx->settings.lookahead > 2 ? (uint64_t)ctx->settings.lookahead / 2 : 1;
        int own = l->meter || ctx->settings.device_times || ++d->since_event >= every;
        if (own)
            d->since_event = 0;
        call = "clEnqueueNDRangeKernel";
        err = clEnqueueNDRangeKernel(d->queue, l->k, (cl_uint)l->nd, NULL, l->global, l->local, 0, NULL,
                                     own ? &ev : NULL);
    }
    if (err == CL_SUCCESS)
        bbmmi_cmd_add_kernel(ctx, l->dev, ev, l->name, l->meter, l->items, l->acc, l->nacc);
    pthread_mutex_lock(&ctx->lock);
    if (err != CL_SUCCESS) {
        st = bbmmi_cl_check(ctx, err, call, l->dev);
    } else {
        st = BBMM_OK;
        ctx->mgr.store[l->dev].stats.kernels++;
        for (i = 0; i < 3; i++)
            ctx->last_local[i] = (unsigned)i < l->nd ? l->local[i] : 1;
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

/* ---- the look-ahead window ------------------------------------------- */

/* Close the window entry of the run just enqueued: per device, the newest
 * command recorded on its queue (the queue is in order, so it ends after
 * the run's other commands there; NULL where the device has none, which
 * needs no wait; a marker per device per run cost 7 us of host time each
 * on NVIDIA's OpenCL).  Then, while more than the look-ahead setting of
 * runs are unfinished, wait for the oldest.  Lock not held. */
bbmm_status bbmmi_window_close(bbmm_context *ctx, int lazy, uint64_t *unfinished)
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
     * NVIDIA's OpenCL).  After a replayed run ("lazy": it allocated and
     * moved nothing, no buffer waits to go back to the pool) only once
     * the window is half full: a time loop's runs poll a status every few
     * runs instead of every run (a query 1.3 us on NVIDIA's OpenCL) */
    if (lazy && 2 * ex->wruns < ex->wcap)
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
    *unfinished = (uint64_t)ex->wruns;
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
    if (k->m.plan && k->m.plan_free)
        k->m.plan_free(k->m.plan); /* the method's (bbmm/replay.h) */
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

/* The kernel entry of "nest" in the cache of "ex", NULL when none: the
 * nest's own text first (the same pointer every run), then any kernel of
 * equal text (another nest of the same source). */
static exec_kernel *exec_kernel_find(struct bbmmi_exec *ex, const bbmm_nest *nest)
{
    exec_kernel *k;
    for (k = ex->kernels; k; k = k->next)
        if (k->source_key == nest->source && exec_same(k->name, nest->kernel) &&
            exec_same(k->options, nest->build_options))
            return k;
    for (k = ex->kernels; k; k = k->next)
        if (!strcmp(k->source, nest->source) && exec_same(k->name, nest->kernel) &&
            exec_same(k->options, nest->build_options))
            return k;
    return NULL;
}

bbmm_status bbmmi_kernel_find(bbmm_context *ctx, const bbmm_nest *nest, struct bbmmi_kernel **k,
                              bbmmi_nest_memo **memo, const char **name)
{
    bbmm_status st = exec_start(ctx);
    *k = st == BBMM_OK ? exec_kernel_find(ctx->exec, nest) : NULL;
    if (*k) {
        *memo = &(*k)->m;
        *name = (*k)->name;
    }
    return st;
}

bbmm_status bbmmi_kernel_make(bbmm_context *ctx, const bbmm_nest *nest, int variant, int coarsen,
                              struct bbmmi_kernel **out, bbmmi_nest_memo **memo, const char **name)
{
    struct bbmmi_exec *ex = ctx->exec;
    exec_kernel *k;
    size_t np, ns;
    bbmm_status st;
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
     * launches (the method's guess: one box per array, 32-bit offsets
     * when every array has fewer than 2^31 elements), so that it is
     * usually the only build (a program build costs 10-15 ms on NVIDIA's
     * driver, its cache warm) */
    st = exec_variant_build(ctx, nest, k, variant, coarsen, 0);
    if (st != BBMM_OK) {
        exec_kernel_free(ctx, k);
        return st;
    }
    k->source_key = nest->source;
    k->binds = strstr(nest->source, "BBMM_BREF") != NULL;
    k->next = ex->kernels;
    ex->kernels = k;
    *out = k;
    *memo = &k->m;
    *name = k->name;
    return BBMM_OK;
}

/* ---- what a run asks of the context ----------------------------------- */

const bbmmi_settings *bbmmi_exec_settings(const bbmm_context *ctx)
{
    return &ctx->settings;
}

int bbmmi_device_is_gpu(const bbmm_context *ctx, int dev)
{
    return ctx->dev[dev].is_gpu;
}

int bbmmi_exec_timing(const bbmm_context *ctx)
{
    return (ctx->profiling ? BBMMI_TIMING_PROFILING : 0) | (ctx->hold ? BBMMI_TIMING_HELD : 0);
}

void bbmmi_exec_async(bbmm_context *ctx, int on)
{
    ctx->async = on;
    if (on)
        ctx->async_thread = pthread_self();
}

void bbmmi_run_lock(bbmm_context *ctx)
{
    pthread_mutex_lock(&ctx->run_mu);
}

void bbmmi_run_unlock(bbmm_context *ctx)
{
    pthread_mutex_unlock(&ctx->run_mu);
}

/* ---- BBMM_CHECK=bounds: the check records ----------------------------- */

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

bbmm_status bbmmi_check_collect(bbmm_context *ctx, bbmmi_check_rec *first, int *at, uint32_t *count, char *msg,
                                size_t len)
{
    struct bbmmi_exec *ex = ctx->exec;
    exec_ck_rec r;
    bbmm_status st = BBMM_OK, rd;
    int d;
    *at = -1;
    for (d = 0; ex && ex->check && d < ctx->mgr.ndev; d++) {
        if (!ex->checked[d])
            continue;
        ex->checked[d] = 0;
        memset(&r, 0, sizeof(r));
        if ((rd = exec_ck_read(ctx, d, &r)) != BBMM_OK && st == BBMM_OK) {
            bbmmi_error_take(ctx, msg, len);
            st = rd;
        }
        if (rd == BBMM_OK && r.flag && *at < 0) {
            *first = r;
            *at = d;
        }
        if (rd == BBMM_OK && r.flag)
            *count = *count > UINT32_MAX - (uint32_t)r.count ? UINT32_MAX : *count + (uint32_t)r.count;
    }
    return st;
}
