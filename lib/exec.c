/* lib/exec.c - the kernels of a run, the thin layer's part: the kernel
 * cache (a nest's program built with the prelude, with the options the
 * method gives: bbmm/run.h has each variant and binding of references
 * built when first launched), the arguments of a launch, its work-group
 * size limit, its enqueue (a replayed one too: bbmm/replay.h), a launch
 * timed from the host, the devices' counts of unfinished kernels, the
 * look-ahead window's events and the check records of
 * BBMM_CHECK=bounds.  What a run decides (its turn on the context, its
 * statistics, the variant and its build options, which bindings get a
 * kernel of their own, the points per work-item, the work-group shape,
 * which launches BBMM_SPREAD's meters time, how many runs the look-ahead
 * window holds, the report of a bounds check) is the method's,
 * bbmm/run.h; the tile loop itself (Algorithm 4 and Table III) is
 * include/bbmm/tile.h, a run's devices and tiles include/bbmm/grid.h
 * (BBMM_DIST=dynamic's least busy device among them).
 *
 * Every command goes to the device's in-order queue; copies through host
 * memory follow the commands of other devices on the same host region
 * (cl.c), so a flow-in never overtakes its flow-out.  A run returns once
 * it is enqueued; the host waits when the look-ahead window is full (its
 * events are here, the policy is run.h's bbmmi_window_close), and in
 * bbmmi_drain() before host arrays are read.
 */
#define _POSIX_C_SOURCE 200809L
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

/* Kernels whose work-group size limit is remembered. */
#define EXEC_WG_CACHE 64

/* An entry of the kernel cache: a nest's kernel text (by its source,
 * name and options).  The kernels built from it are the method's to hold
 * (in "m", run.h's bbmmi_kernel_pick), released by it when the entry is
 * freed (m.release). */
typedef struct bbmmi_kernel {
    const char *source_key;
    char *source;
    char *name;
    char *options;
    char *full;   /* prelude + source */
    bbmmi_nest_memo m; /* the method's state of the nest: what its runs left for the start of
                          the next, its meter's counts, its plan, its built kernels (grid.h) */
    struct bbmmi_kernel *next;
} exec_kernel;

/* The device time of launch "ev" on "dev", enqueued at "t0" onto a drained
 * queue: the host's time until it completed less that of a marker
 * enqueued and waited for the same way (the driver's round trip); a
 * launch that failed, or whose time is not known, UINT64_MAX. */
static uint64_t exec_host_time(bbmm_context *ctx, int dev, cl_event ev, uint64_t t0)
{
    cl_event mark = NULL;
    cl_int status = CL_SUCCESS;
    uint64_t t1, m0, m1;
    if (clWaitForEvents(1, &ev) != CL_SUCCESS ||
        clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(status), &status, NULL) != CL_SUCCESS ||
        status != CL_COMPLETE)
        return UINT64_MAX;
    t1 = bbmmi_now_ns();
    m0 = bbmmi_now_ns();
    if (clEnqueueMarkerWithWaitList(ctx->dev[dev].queue, 0, NULL, &mark) != CL_SUCCESS)
        return UINT64_MAX;
    clWaitForEvents(1, &mark);
    clReleaseEvent(mark);
    m1 = bbmmi_now_ns();
    return t1 - t0 > m1 - m0 ? (t1 - t0) - (m1 - m0) : 0;
}

/* The executor of a context: the kernel cache, and the look-ahead
 * window's events: per unfinished run, the newest command of each device
 * ("window", room for "wcap" runs of ctx->mgr.ndev events, the number the
 * method gives at its first run's end; "wfirst" the oldest of "wruns"). */
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
typedef char exec_ck_rec_layout[sizeof(bbmmi_check_rec) == 120 && EXEC_CK_AT + 120 <= EXEC_CK_BYTES ? 1 : -1];

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
    if ((v & BBMM_VARIANT_ONE_BOX) && !ctx->exec->check) {
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

bbmm_status bbmmi_kernel_build(bbmm_context *ctx, const bbmm_nest *nest, struct bbmmi_kernel *k, const char *opts,
                               int dev, bbmm_kern *out)
{
    cl_program prog;
    cl_int err = CL_SUCCESS;
    bbmm_status st = bbmmi_program_get(ctx, k->full, opts, dev, &prog);
    if (st == BBMM_OK) {
        cl_kernel made = clCreateKernel(prog, k->name, &err);
        if ((st = bbmmi_cl_check(ctx, err, "clCreateKernel", dev)) == BBMM_OK)
            *out = made;
    }
    if (st == BBMM_ERR_OPENCL)
        exec_add_context(ctx, st, nest);
    return st;
}

void bbmmi_kern_release(bbmm_kern k)
{
    if (k)
        clReleaseKernel(k);
}

/* ---- a launch (the method's: run.h's bbmmi_launch) ------------------- */

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
                                 uint64_t *host)
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
        *host = exec_host_time(ctx, dev, ev, t0);
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

void bbmmi_devices_queued(bbmm_context *ctx, int d0, int n, int *queued)
{
    int d;
    bbmmi_retire(ctx, 0);
    pthread_mutex_lock(&ctx->claim_mu);
    for (d = 0; d < n; d++)
        queued[d] = ctx->dev[d0 + d].queued;
    pthread_mutex_unlock(&ctx->claim_mu);
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

/* A run's entry holds, per device, the newest command recorded on its
 * queue when the run was enqueued (the queue is in order, so it ends after
 * the run's other commands there; NULL where the device has none, which
 * needs no wait; a marker per device per run cost 7 us of host time each
 * on NVIDIA's OpenCL).  Lock not held. */

int bbmmi_window_runs(const bbmm_context *ctx)
{
    return ctx->exec->wruns;
}

bbmm_status bbmmi_window_push(bbmm_context *ctx, int cap)
{
    struct bbmmi_exec *ex = ctx->exec;
    size_t n = (size_t)ctx->mgr.ndev, at, d;
    if (!ex->window) {
        if (!(ex->window = (cl_event *)calloc((size_t)cap * n, sizeof(cl_event))) ||
            !(ex->wseq = (uint64_t *)calloc((size_t)cap * n, sizeof(uint64_t)))) {
            free(ex->window);
            ex->window = NULL;
            return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_run: out of host memory");
        }
        ex->wcap = cap;
    }
    at = (size_t)((ex->wfirst + ex->wruns) % ex->wcap) * n;
    for (d = 0; d < n; d++)
        ex->window[at + d] = bbmmi_queue_last(ctx, (int)d, &ex->wseq[at + d]);
    ex->wruns++;
    return BBMM_OK;
}

/* Drop the oldest run's entry, releasing its events. */
static void exec_window_pop(bbmm_context *ctx, struct bbmmi_exec *ex)
{
    cl_event *m = &ex->window[(size_t)ex->wfirst * (size_t)ctx->mgr.ndev];
    int d;
    for (d = 0; d < ctx->mgr.ndev; d++)
        if (m[d])
            clReleaseEvent(m[d]);
    ex->wfirst = (ex->wfirst + 1) % ex->wcap;
    ex->wruns--;
}

uint64_t bbmmi_window_wait(bbmm_context *ctx)
{
    struct bbmmi_exec *ex = ctx->exec;
    cl_event *m = &ex->window[(size_t)ex->wfirst * (size_t)ctx->mgr.ndev];
    uint64_t t0 = bbmmi_now_ns();
    int d;
    for (d = 0; d < ctx->mgr.ndev; d++)
        if (m[d])
            clWaitForEvents(1, &m[d]);
    exec_window_pop(ctx, ex);
    return bbmmi_now_ns() - t0;
}

int bbmmi_window_drop(bbmm_context *ctx, int keep)
{
    struct bbmmi_exec *ex = ctx->exec;
    int n = ctx->mgr.ndev, d;
    while (ex->wruns > keep) {
        size_t at = (size_t)ex->wfirst * (size_t)n;
        for (d = 0; d < n && (!ex->window[at + (size_t)d] || bbmmi_queue_done(ctx, d, ex->wseq[at + (size_t)d])); d++)
            ;
        if (d < n)
            break;
        exec_window_pop(ctx, ex);
    }
    return ex->wruns;
}

/* Release the markers of the window (after the queues are finished). */
static void exec_window_free(bbmm_context *ctx, struct bbmmi_exec *ex)
{
    while (ex->wruns > 0)
        exec_window_pop(ctx, ex);
    free(ex->window);
    free(ex->wseq);
    ex->window = NULL;
    ex->wseq = NULL;
}

/* Release kernel cache entry "k" (the method first releases what its
 * memo holds: the kernels built, its plans). */
static void exec_kernel_free(bbmm_context *ctx, exec_kernel *k)
{
    if (k->m.release)
        k->m.release(ctx, &k->m);
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
    if (!ex || !(ex->dummy = (cl_mem *)calloc((size_t)ctx->mgr.ndev, sizeof(cl_mem)))) {
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

bbmm_status bbmmi_kernel_make(bbmm_context *ctx, const bbmm_nest *nest, const char *opts, struct bbmmi_kernel **out,
                              bbmm_kern *built, bbmmi_nest_memo **memo, const char **name)
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
    st = bbmmi_kernel_build(ctx, nest, k, opts, 0, built);
    if (st != BBMM_OK) {
        exec_kernel_free(ctx, k);
        return st;
    }
    k->source_key = nest->source;
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

bbmm_status bbmmi_check_read(bbmm_context *ctx, int dev, bbmmi_check_rec *r)
{
    struct bbmmi_exec *ex = ctx->exec;
    cl_int err;
    bbmm_status st;
    if (!ex->checked[dev])
        return BBMM_OK;
    ex->checked[dev] = 0;
    err = clEnqueueReadBuffer(ctx->dev[dev].queue, ex->check[dev], CL_TRUE, EXEC_CK_AT, sizeof(*r), r, 0, NULL,
                              NULL);
    st = bbmmi_cl_check(ctx, err, "clEnqueueReadBuffer (bounds check record)", dev);
    if (st == BBMM_OK && r->flag)
        st = exec_check_clear(ctx, dev, EXEC_CK_AT, sizeof(*r));
    return st;
}
