/* lib/transfer.c - device buffers and transfers of the OpenCL layer:
 * pending commands and host claims, side loads and the creation of device
 * buffers, flow slabs, the enqueueing of direct copies (and early
 * flow-out), the check of a transfer's views, and transfer fusion's pinned
 * memory and write.  Staged copies: staging.c.  The entry of a transfer,
 * whether it is staged, and which pieces a fused write carries are the
 * method's (bbmm/transfer.h, bbmm/fuse.h).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cl_int.h"

/* The flow arena: pinned chunks for flow slabs (copies of small regions of
 * pageable host memory written by a device during a run). */
#define CLI_SLAB_CHUNKS 64
#define CLI_SLAB_BYTES ((size_t)256 << 10)
/* On one device of one rank, slabs only keep the host from waiting for a
 * run's write-outs, and the arena (16 MiB pinned) costs NVIDIA's driver
 * 7 ms to map and 2 ms to release: a program that writes out a few small
 * boxes (PolyBench's jacobi-1d: two of 16 KiB) paid 9 of its 36 ms there.
 * So there the arena opens only at the CLI_ARENA_AFTER-th slab asked for
 * (before it, the plain path); with several devices or ranks (flows
 * between them every step), at the first. */
#define CLI_ARENA_AFTER 64

/* ---- buffers ---------------------------------------------------------- */

/* Wait for pending command "p" on device "dev", release its event, and
 * report the command's failure, if any. */
/* Wait for the command of "p" and release its event; its status.  Touches
 * nothing of the context (callable without its lock). */
static cl_int cli_wait_raw(cli_pending *p)
{
    cl_int err, err2, status = CL_COMPLETE;
    err = clWaitForEvents(1, &p->ev);
    err2 = clGetEventInfo(p->ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(status), &status, NULL);
    if (err2 == CL_SUCCESS && status < 0)
        err = status;
    else if (err == CL_SUCCESS)
        err = err2;
    clReleaseEvent(p->ev);
    p->ev = NULL;
    return err;
}

bbmm_status cli_wait(bbmm_context *ctx, int dev, cli_pending *p)
{
    return p->ev ? bbmmi_cl_check(ctx, cli_wait_raw(p), p->call, dev) : BBMM_OK;
}

/* Host claims (bbmm/transfer.h's bbmmi_host_claim, bbmmi_host_unclaim):
 * copies that may run while the context lock is released never race on
 * host memory. */
int bbmmi_host_claim(bbmm_context *ctx, const bbmmi_view *dst, const bbmmi_view *src, const bbmm_box *region)
{
    const bbmmi_view *h = dst->host ? dst : src;
    int writes = dst->host != NULL, i, slot, busy;
    if (!dst->host == !src->host)
        return -1;
    pthread_mutex_lock(&ctx->claim_mu);
    for (;;) {
        for (i = 0, slot = -1, busy = 0; i < BBMMI_MAX_CLAIMS && !busy; i++) {
            const bbmmi_claim *c = &ctx->claims[i];
            if (!c->used)
                slot = slot < 0 ? i : slot;
            else if (c->host == h->host && (c->writes || writes) && bbmm_bb_overlaps(&c->region, region))
                busy = 1;
        }
        if (!busy && slot >= 0)
            break;
        pthread_cond_wait(&ctx->claim_cv, &ctx->claim_mu);
    }
    ctx->claims[slot].host = h->host;
    ctx->claims[slot].region = *region;
    ctx->claims[slot].writes = writes;
    ctx->claims[slot].used = 1;
    pthread_mutex_unlock(&ctx->claim_mu);
    return slot;
}

void bbmmi_host_unclaim(bbmm_context *ctx, int *slot)
{
    if (*slot < 0)
        return;
    pthread_mutex_lock(&ctx->claim_mu);
    ctx->claims[*slot].used = 0;
    pthread_cond_broadcast(&ctx->claim_cv);
    pthread_mutex_unlock(&ctx->claim_mu);
    *slot = -1;
}

/* After an error: let every command on the queue of "dev" finish, then drop
 * the "n" pending events "p". */
void cli_abandon(bbmm_context *ctx, int dev, cli_pending *p, int n)
{
    int i;
    if (dev >= 0 && dev < ctx->mgr.ndev && ctx->dev[dev].queue)
        clFinish(ctx->dev[dev].queue);
    for (i = 0; i < n; i++) {
        if (p[i].ev)
            clReleaseEvent(p[i].ev);
        p[i].ev = NULL;
    }
}

/* Record enqueue result "err" with event "ev" of "call" in "*p", replacing
 * (and releasing) the event held so far: the queue is in order, so waiting
 * for the newest command waits for all. */
static bbmm_status cli_track(bbmm_context *ctx, int dev, cl_int err, cl_event ev, const char *call,
                             cli_pending *p)
{
    if (err != CL_SUCCESS)
        return bbmmi_cl_check(ctx, err, call, dev);
    if (p->ev)
        clReleaseEvent(p->ev);
    p->ev = ev;
    p->call = call;
    return BBMM_OK;
}

/* Place buffer "mem" on device "dev" without moving data, so that lazy
 * allocators fail here (where the manager can evict and retry) rather than
 * in a later transfer.  While a run is enqueued the placement is not waited
 * for (waiting would wait for everything queued before it): a device that
 * runs out of memory there reports it when the run is drained. */
/* ---- side loads ------------------------------------------------------- */

/* While a run is enqueued (BBMM_OVERLAP on), a copy into a device from the
 * host (a read-in at a tile's placement, a flow-in at the end of the run)
 * goes on the device's side queue, so that it runs while the kernels
 * enqueued before it compute: on an in-order main queue it would wait for
 * them, and its own kernel for it, each switch between a kernel and a copy
 * costing the device 5-9 us on NVIDIA's OpenCL (bench/probe/cl_overlap.c).
 * Such a side load waits for what it must follow:
 *   - the other devices' copies of its host elements (cli_hazards, as any
 *     copy);
 *   - the newest unretired command of the main queue that touches its bytes
 *     of the buffer (cli_dev_hazard): kernels record the bytes of each
 *     buffer their tile uses, copies the bytes they move;
 * and the next command enqueued on the main queue waits for it (one barrier
 * before it, bbmmi_main_sync).  Sub-buffers (allocation fusion) share bytes
 * under other handles: copies into them stay on the main queue. */

static cl_command_queue cli_queue(bbmm_context *ctx, int dev);

/* Make sure "dev" has its side queue. */
static bbmm_status cli_side_queue(bbmm_context *ctx, int dev)
{
    cl_int err = CL_SUCCESS;
    if (!ctx->dev[dev].side)
        ctx->dev[dev].side = clCreateCommandQueue(ctx->cl, ctx->dev[dev].id, ctx->profiling ? CL_QUEUE_PROFILING_ENABLE : 0,
                                                   &err);
    if (err != CL_SUCCESS)
        ctx->dev[dev].side = NULL;
    return bbmmi_cl_check(ctx, err, "clCreateCommandQueue", dev);
}

/* Nonzero when a copy into "dst" (a buffer of "dev") from host memory goes
 * on the side queue. */
static int cli_side_load(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmmi_view *src)
{
    cl_mem parent = NULL;
    if (!ctx->settings.overlap || !src->host || dst->host || !dst->mem || ctx->dev[dev].side_on ||
        !bbmmi_async(ctx))
        return 0;
    if (clGetMemObjectInfo((cl_mem)dst->mem, CL_MEM_ASSOCIATED_MEMOBJECT, sizeof(parent), &parent, NULL) !=
            CL_SUCCESS ||
        parent)
        return 0;
    return cli_side_queue(ctx, dev) == BBMM_OK;
}

/* Remember side load "ev" (retained here), a copy ("copy") or the
 * placement of a fresh buffer, for the next command of the main queue
 * (lock held: the statistics). */
static void cli_load_add(bbmm_context *ctx, int dev, cl_event ev, int copy)
{
    bbmmi_device *d = &ctx->dev[dev];
    ctx->mgr.store[dev].stats.side_loads += (uint64_t)copy;
    pthread_mutex_lock(&ctx->claim_mu);
    if (cli_event_push(&d->load_ev, &d->nload, &d->load_cap, ev)) /* no room: it must end first */
        clWaitForEvents(1, &ev);
    pthread_mutex_unlock(&ctx->claim_mu);
}

/* The queue of a copy into "dst" over "region" on "dev" whose wait list
 * is "*w" ("*nw" events, malloc'd or NULL; for a side load it holds the
 * copies of its host elements on every device, its own included): for a
 * side load ("side", cli_side_load) the side queue, its wait list grown by
 * the main queue's command it must follow; else the main queue, made to
 * wait for the side loads first (or the side queue during early
 * flow-out). */
static bbmm_status cli_copy_queue(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmm_box *region,
                                  int side, cl_event **w, cl_uint *nw, cl_command_queue *q)
{
    size_t lo, hi;
    cl_event h, *nv;
    if (!side) {
        *q = cli_queue(ctx, dev);
        return *q == ctx->dev[dev].queue ? bbmmi_main_sync(ctx, dev) : BBMM_OK;
    }
    *q = ctx->dev[dev].side;
    bbmmi_byte_range(&dst->bounds, dst->elem, region, &lo, &hi);
    if (!(h = cli_dev_hazard(ctx, dev, (cl_mem)dst->mem, lo, hi)))
        return BBMM_OK;
    if (!(nv = (cl_event *)realloc(*w, (*nw + 1) * sizeof(cl_event)))) {
        clReleaseEvent(h);
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmmi_transfer: out of host memory");
    }
    *w = nv;
    nv[(*nw)++] = h;
    return BBMM_OK;
}

static bbmm_status cli_make_resident(bbmm_context *ctx, int dev, cl_mem mem)
{
    cli_pending p = {NULL, "clEnqueueMigrateMemObjects"};
    cl_event ev = NULL;
    cl_command_queue q = ctx->dev[dev].queue;
    bbmmi_acc acc = {mem, 0, SIZE_MAX};
    cl_int err;
    bbmm_status st;
    /* in a run, on the side queue like a side load: a fresh buffer's first
     * copy in need not wait for the kernels queued before it */
    int side = ctx->settings.overlap && bbmmi_async(ctx) && !ctx->dev[dev].side_on &&
               cli_side_queue(ctx, dev) == BBMM_OK;
    if (side)
        q = ctx->dev[dev].side;
    else if ((st = bbmmi_main_sync(ctx, dev)) != BBMM_OK)
        return st;
    err = clEnqueueMigrateMemObjects(q, 1, &mem, CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED, 0, NULL, &ev);
    if ((st = cli_track(ctx, dev, err, ev, p.call, &p)) != BBMM_OK)
        return st;
    if (bbmmi_async(ctx)) {
        if (side)
            cli_load_add(ctx, dev, p.ev, 0);
        cli_cmd_add(ctx, dev, q, p.ev, p.call, 0, NULL, NULL, 0, NULL, 0, &acc, 1);
        return BBMM_OK;
    }
    return cli_wait(ctx, dev, &p);
}

/* Create a read-write buffer of "bytes" resident on device "dev" of "ctx"
 * into "*out" (NULL on failure). */
bbmm_status bbmmi_buffer_create(bbmm_context *ctx, int dev, uint64_t bytes, cl_mem *out)
{
    const bbmmi_device *d;
    cl_mem mem;
    cl_int err;
    bbmm_status st;
    if (!ctx || !out)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmmi_buffer_create: NULL argument");
    *out = NULL;
    if (dev < 0 || dev >= ctx->mgr.ndev)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmmi_buffer_create: device %d does not exist (%d devices)",
                           dev, ctx->mgr.ndev);
    d = &ctx->dev[dev];
    if (bytes == 0)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "device buffer of 0 bytes on device %d (%s)", dev, d->name);
    if (bytes > d->max_alloc || bytes > SIZE_MAX)
        return bbmmi_error(ctx, BBMM_ERR_DEVICE_NOMEM,
                           "device buffer of %llu bytes on device %d (%s) exceeds its largest "
                           "allocation of %llu bytes (CL_DEVICE_MAX_MEM_ALLOC_SIZE)",
                           (unsigned long long)bytes, dev, d->name, (unsigned long long)d->max_alloc);
    if ((st = bbmmi_fault(ctx, BBMM_FAULT_ALLOC, "clCreateBuffer", dev)) != BBMM_OK)
        return st;
    mem = clCreateBuffer(ctx->cl, CL_MEM_READ_WRITE, (size_t)bytes, NULL, &err);
    if ((st = bbmmi_cl_check(ctx, err, "clCreateBuffer", dev)) != BBMM_OK)
        return st;
    if ((st = cli_make_resident(ctx, dev, mem)) != BBMM_OK) {
        clReleaseMemObject(mem);
        return st;
    }
    *out = mem;
    return BBMM_OK;
}

/* Release buffer "mem" (NULL is a no-op). */
void bbmmi_buffer_release(cl_mem mem)
{
    if (mem)
        clReleaseMemObject(mem);
}

uint64_t bbmmi_sub_align(const bbmm_context *ctx)
{
    uint64_t a = 0;
    int i;
    for (i = 0; i < ctx->mgr.ndev; i++) {
        uint64_t b = ctx->dev[i].base_align;
        if (!b || (b & (b - 1)))
            return 0; /* no usable alignment: no sub-buffers */
        if (b > a)
            a = b;
    }
    return a;
}

bbmm_status bbmmi_buffer_group(bbmm_context *ctx, int dev, uint64_t bytes, int n, const uint64_t *off,
                               const uint64_t *size, cl_mem *parent, cl_mem *sub)
{
    cl_buffer_region r;
    cl_int err = CL_SUCCESS;
    bbmm_status st;
    int i;
    *parent = NULL;
    if ((st = bbmmi_buffer_create(ctx, dev, bytes, parent)) != BBMM_OK)
        return st;
    for (i = 0; i < n && err == CL_SUCCESS; i++) {
        r.origin = (size_t)off[i];
        r.size = (size_t)size[i];
        sub[i] = clCreateSubBuffer(*parent, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &r, &err);
    }
    if ((st = bbmmi_cl_check(ctx, err, "clCreateSubBuffer", dev)) == BBMM_OK)
        return BBMM_OK;
    while (--i > 0)
        clReleaseMemObject(sub[i - 1]);
    clReleaseMemObject(*parent);
    *parent = NULL;
    return st;
}

/* ---- flow slabs -------------------------------------------------------- */

/* While a run is enqueued, a device's copy of a small region into pageable
 * host memory (a flow-out) goes into a chunk of the pinned flow arena
 * instead: a slab.  Another device that reads the region (its flow-in or
 * read-in) copies it from the slab after that copy's event, so the host
 * never waits for it: a copy from pageable memory must wait on the host
 * (GPU drivers read pageable memory when the copy is enqueued), which
 * kept the host in step with the devices on every halo.  A slab is
 * settled (its bytes copied into the host memory, older slabs of the same
 * elements first) when its copy has finished and the host next looks,
 * before any other copy touches its elements, and in bbmmi_drain; its
 * chunk is free once the copies out of it have finished.  A region that
 * does not fit a chunk, a full arena, or other unfinished copies of the
 * same host elements: the plain path.  All under ctx->lock. */

/* The view of slab "sl"'s chunk. */
static bbmmi_view cli_slab_view(const bbmm_context *ctx, const bbmmi_slab *sl)
{
    bbmmi_view v;
    memset(&v, 0, sizeof(v));
    v.host = ctx->arena_ptr + (size_t)sl->chunk * CLI_SLAB_BYTES;
    v.bounds = sl->region;
    v.elem = sl->user.elem;
    v.pinned = 1;
    return v;
}

/* Make the flow arena (once; none when pinned memory cannot be had). */
static void cli_arena_open(bbmm_context *ctx)
{
    cl_command_queue q;
    cl_int err;
    ctx->arena_tried = 1;
    q = clCreateCommandQueue(ctx->cl, ctx->dev[0].id, 0, &err);
    if (err == CL_SUCCESS)
        ctx->arena_mem = clCreateBuffer(ctx->cl, CL_MEM_ALLOC_HOST_PTR | CL_MEM_READ_WRITE,
                                        CLI_SLAB_CHUNKS * CLI_SLAB_BYTES, NULL, &err);
    if (err == CL_SUCCESS)
        ctx->arena_ptr = (char *)clEnqueueMapBuffer(q, ctx->arena_mem, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0,
                                                    CLI_SLAB_CHUNKS * CLI_SLAB_BYTES, 0, NULL, NULL, &err);
    if (err != CL_SUCCESS) {
        if (ctx->arena_mem)
            clReleaseMemObject(ctx->arena_mem);
        ctx->arena_mem = NULL;
        ctx->arena_ptr = NULL;
    }
    if (q)
        clReleaseCommandQueue(q);
}

/* Release the flow arena and the slab list (every copy finished). */
void cli_arena_close(bbmm_context *ctx)
{
    int i, r;
    for (i = 0; i < ctx->nslabs; i++) {
        bbmmi_slab *sl = &ctx->slabs[i];
        if (sl->d2h)
            clReleaseEvent(sl->d2h);
        for (r = 0; r < sl->nreaders; r++)
            clReleaseEvent(sl->readers[r]);
        free(sl->readers);
    }
    free(ctx->slabs);
    ctx->slabs = NULL;
    ctx->nslabs = ctx->slabs_cap = 0;
    if (ctx->arena_ptr && ctx->dev && ctx->dev[0].queue) {
        clEnqueueUnmapMemObject(ctx->dev[0].queue, ctx->arena_mem, ctx->arena_ptr, 0, NULL, NULL);
        clFinish(ctx->dev[0].queue);
    }
    if (ctx->arena_mem)
        clReleaseMemObject(ctx->arena_mem);
    ctx->arena_mem = NULL;
    ctx->arena_ptr = NULL;
}

/* The execution status of the command of "ev" (CL_COMPLETE when it cannot
 * be read). */
static cl_int cli_event_state(cl_event ev)
{
    cl_int status = CL_COMPLETE;
    clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(status), &status, NULL);
    return status;
}

/* Drop reader "r" of slab "sl" (it has ended). */
static void cli_slab_drop_reader(bbmmi_slab *sl, int r)
{
    clReleaseEvent(sl->readers[r]);
    sl->readers[r] = sl->readers[--sl->nreaders];
}

/* bbmmi_retire saw command "ev" of slab "slab" end with "status": the copy
 * into it, or one of its readers ("reader").  A slab learns so instead of
 * polling its events: each poll is a driver call (about 1.2 us on NVIDIA's
 * OpenCL), and with several devices the sweep below polled the same
 * unfinished copies on every transfer (106 polls per run of heat-2d on 4
 * devices).  Lock held. */
void cli_slab_retired(bbmm_context *ctx, uint64_t slab, int reader, cl_event ev, cl_int status)
{
    int i, r;
    for (i = 0; i < ctx->nslabs && ctx->slabs[i].id != slab; i++)
        ;
    if (i == ctx->nslabs) /* freed already (a poll of a full arena saw it end) */
        return;
    if (!reader) {
        ctx->slabs[i].ended = 1;
        ctx->slabs[i].status = status;
        return;
    }
    for (r = 0; r < ctx->slabs[i].nreaders; r++)
        if (ctx->slabs[i].readers[r] == ev) {
            cli_slab_drop_reader(&ctx->slabs[i], r);
            return;
        }
}

/* Poll the copies of every slab (a full arena: bbmmi_retire may not have
 * run since they ended; a command the list could not record is only found
 * this way). */
static void cli_slabs_poll(bbmm_context *ctx)
{
    int i, r;
    for (i = 0; i < ctx->nslabs; i++) {
        bbmmi_slab *sl = &ctx->slabs[i];
        if (!sl->ended && (sl->status = cli_event_state(sl->d2h)) <= CL_COMPLETE)
            sl->ended = 1;
        for (r = sl->nreaders - 1; r >= 0; r--)
            if (cli_event_state(sl->readers[r]) <= CL_COMPLETE)
                cli_slab_drop_reader(sl, r);
    }
}

/* Settle slab "i": the older unsettled slabs of overlapping elements
 * first, then wait for its copy and copy its bytes into the host memory
 * (not when the copy failed: the failure is reported when drained, and
 * the host keeps its old values). */
static void cli_slab_settle(bbmm_context *ctx, int dev, int i)
{
    bbmmi_slab *sl = &ctx->slabs[i];
    bbmmi_view v;
    cli_geom g;
    int j;
    if (sl->settled)
        return;
    for (j = 0; j < i; j++)
        if (!ctx->slabs[j].settled && ctx->slabs[j].user.host == sl->user.host &&
            bbmm_bb_overlaps(&ctx->slabs[j].region, &sl->region))
            cli_slab_settle(ctx, dev, j);
    if (!sl->ended && (sl->status = cli_event_state(sl->d2h)) > CL_COMPLETE) {
        uint64_t t0 = bbmmi_now_ns();
        clWaitForEvents(1, &sl->d2h);
        if (dev >= 0 && dev < ctx->mgr.ndev)
            ctx->mgr.store[dev].stats.wait_ns += bbmmi_now_ns() - t0;
        sl->status = cli_event_state(sl->d2h);
    }
    sl->ended = 1;
    v = cli_slab_view(ctx, sl);
    if (sl->status == CL_COMPLETE && cli_geom_make(ctx, &sl->user, &v, &sl->region, &g) == BBMM_OK)
        cli_pack_copy(ctx, sl->user.host, v.host, &g, CLI_HOST_PIECE, 0);
    sl->settled = 1;
}

/* Settle the slabs whose copies have ended (in order) and free the
 * settled ones that no unfinished copy reads.  Polls nothing: what has
 * ended is what bbmmi_retire told (cli_slab_retired). */
static void cli_slabs_sweep(bbmm_context *ctx)
{
    int i;
    for (i = 0; i < ctx->nslabs; i++)
        if (!ctx->slabs[i].settled && ctx->slabs[i].ended)
            cli_slab_settle(ctx, -1, i);
    for (i = 0; i < ctx->nslabs;) {
        bbmmi_slab *sl = &ctx->slabs[i];
        if (!sl->settled || !sl->ended || sl->nreaders) {
            i++;
            continue;
        }
        clReleaseEvent(sl->d2h);
        free(sl->readers);
        ctx->arena_used &= ~((uint64_t)1 << sl->chunk);
        memmove(sl, sl + 1, (size_t)(ctx->nslabs - i - 1) * sizeof(*sl));
        ctx->nslabs--;
    }
}

/* A copy is about to touch "region" of host memory "host" (writing it when
 * "writes"): settle every slab over it ("dev" gets the waiting time),
 * except that a slab the copy overwrites whole is dropped unsettled (its
 * values are older than the copy's; it waits for nothing on the host). */
void cli_slabs_conflict(bbmm_context *ctx, int dev, const char *host, const bbmm_box *region, int writes)
{
    int i;
    for (i = ctx->nslabs - 1; i >= 0; i--) {
        bbmmi_slab *sl = &ctx->slabs[i];
        if (sl->settled || sl->user.host != host || !bbmm_bb_overlaps(&sl->region, region))
            continue;
        if (writes && bbmm_bb_is_subset(&sl->region, region))
            sl->settled = 1;
        else
            cli_slab_settle(ctx, dev, i);
    }
}

/* Settle and free every slab (bbmmi_drain: every command has finished). */
void cli_slabs_settle_all(bbmm_context *ctx)
{
    int i;
    for (i = 0; i < ctx->nslabs; i++)
        cli_slab_settle(ctx, -1, i);
    cli_slabs_sweep(ctx);
}

/* Nonzero when an unfinished command touches "region" of host memory
 * "host". */
static int cli_host_busy(bbmm_context *ctx, const char *host, const bbmm_box *region)
{
    size_t i;
    int busy = 0;
    pthread_mutex_lock(&ctx->claim_mu);
    for (i = 0; i < ctx->ncmds && !busy; i++)
        busy = ctx->cmds[i].host == host && bbmm_bb_overlaps(&ctx->cmds[i].region, region);
    pthread_mutex_unlock(&ctx->claim_mu);
    return busy;
}

/* A new slab for a device's copy of "region" into pageable host memory
 * "user": its index, or -1 (the plain path). */
static int cli_slab_new(bbmm_context *ctx, const bbmmi_view *user, const bbmm_box *region)
{
    uint64_t vol, bytes;
    int chunk;
    bbmmi_slab *sl;
    if (bbmm_bb_volume(region, &vol) != BBMM_OK || bbmm_mul_overflow_u64(vol, user->elem, &bytes) ||
        bytes > CLI_SLAB_BYTES || cli_host_busy(ctx, user->host, region))
        return -1;
    if (!ctx->arena_tried && ctx->mgr.ndev < 2 && !ctx->ranks && ++ctx->arena_asks < CLI_ARENA_AFTER)
        return -1;
    if (!ctx->arena_tried)
        cli_arena_open(ctx);
    if (!ctx->arena_ptr)
        return -1;
    if (ctx->arena_used == ~(uint64_t)0) {
        cli_slabs_poll(ctx);
        cli_slabs_sweep(ctx);
    }
    for (chunk = 0; chunk < CLI_SLAB_CHUNKS && (ctx->arena_used >> chunk & 1); chunk++)
        ;
    if (chunk == CLI_SLAB_CHUNKS)
        return -1;
    if (ctx->nslabs == ctx->slabs_cap) {
        int cap = ctx->slabs_cap ? 2 * ctx->slabs_cap : 16;
        bbmmi_slab *ns = (bbmmi_slab *)realloc(ctx->slabs, (size_t)cap * sizeof(*ns));
        if (!ns)
            return -1;
        ctx->slabs = ns;
        ctx->slabs_cap = cap;
    }
    sl = &ctx->slabs[ctx->nslabs];
    memset(sl, 0, sizeof(*sl));
    sl->id = ++ctx->slab_ids;
    sl->user = *user;
    sl->region = *region;
    sl->chunk = chunk;
    ctx->arena_used |= (uint64_t)1 << chunk;
    return ctx->nslabs++;
}

/* The unsettled slab that holds the newest values of all of "region" of
 * pageable host memory "user" for a copy out of it: the newest slab over
 * it, when it holds all of it and no other unfinished command writes it;
 * -1 when none. */
static int cli_slab_find(bbmm_context *ctx, const bbmmi_view *user, const bbmm_box *region)
{
    int i;
    for (i = ctx->nslabs - 1; i >= 0; i--) {
        const bbmmi_slab *sl = &ctx->slabs[i];
        if (sl->user.host != user->host || !bbmm_bb_overlaps(&sl->region, region))
            continue;
        if (sl->settled || !bbmm_bb_is_subset(region, &sl->region) || sl->user.elem != user->elem ||
            cli_host_busy(ctx, user->host, region))
            return -1;
        return i;
    }
    return -1;
}

/* Add reader "ev" to slab "i" (retained); nonzero when out of memory. */
static int cli_slab_reader(bbmm_context *ctx, int i, cl_event ev)
{
    bbmmi_slab *sl = &ctx->slabs[i];
    return cli_event_push(&sl->readers, &sl->nreaders, &sl->readers_cap, ev);
}

/* ---- transfers: enqueueing -------------------------------------------- */

/* Split byte offset "off" of a buffer with row pitch "rp" and slice pitch
 * "sp" (0: two dimensions) into a rect origin "o". */
static void cli_origin(size_t off, size_t rp, size_t sp, size_t o[3])
{
    o[2] = sp ? off / sp : 0;
    off = sp ? off % sp : off;
    o[1] = off / rp;
    o[0] = off % rp;
}

/* Enqueue one contiguous copy of "g->cnt"[0] bytes at byte offsets "o"[0]
 * (destination) and "o"[1] (source) between "dst" and "src" on "dev". */
static bbmm_status cli_enqueue_flat(bbmm_context *ctx, int dev, cl_command_queue q, const bbmmi_view *dst,
                                    const bbmmi_view *src, const cli_geom *g, const size_t o[2],
                                    cli_pending *p, cl_uint nw, const cl_event *w)
{
    const char *call = src->host ? "clEnqueueWriteBuffer"
                     : dst->host ? "clEnqueueReadBuffer" : "clEnqueueCopyBuffer";
    cl_event ev = NULL;
    cl_int err;
    bbmm_status st;
    if ((st = bbmmi_fault(ctx, BBMM_FAULT_TRANSFER, call, dev)) != BBMM_OK)
        return st;
    if (src->host)
        err = clEnqueueWriteBuffer(q, dst->mem, CL_FALSE, o[0], g->cnt[0], src->host + o[1], nw, w, &ev);
    else if (dst->host)
        err = clEnqueueReadBuffer(q, src->mem, CL_FALSE, o[1], g->cnt[0], dst->host + o[0], nw, w, &ev);
    else
        err = clEnqueueCopyBuffer(q, src->mem, dst->mem, o[1], o[0], g->cnt[0], nw, w, &ev);
    return cli_track(ctx, dev, err, ev, call, p);
}

/* The buffer a rectangular copy between buffers names for "mem": its
 * parent when "mem" is a sub-buffer (allocation fusion), whose offset is
 * then added to "*off" (PoCL 3.1 crashes on clEnqueueCopyBufferRect with a
 * sub-buffer). */
static cl_mem cli_rect_buffer(cl_mem mem, size_t *off)
{
    cl_mem parent = NULL;
    size_t at = 0;
    if (clGetMemObjectInfo(mem, CL_MEM_ASSOCIATED_MEMOBJECT, sizeof(parent), &parent, NULL) != CL_SUCCESS ||
        !parent || clGetMemObjectInfo(mem, CL_MEM_OFFSET, sizeof(at), &at, NULL) != CL_SUCCESS)
        return mem;
    *off += at;
    return parent;
}

/* One rectangular copy as cli_enqueue_rect cuts it: per side (0 the
 * destination, 1 the source) the buffer ("mem", NULL for host memory, then
 * "host" is the address of byte 0 of the geometry), the byte offset of the
 * first element ("at"), the row and slice pitches and the buffer's size. */
typedef struct cli_rect {
    cl_mem mem[2];
    char *host[2];
    size_t at[2], rp[2], sp[2], size[2];
} cli_rect;

/* Nonzero when side "v" of "r" is copied as a buffer: a write from host
 * memory (the source has a host address) writes a buffer, a read (else
 * the destination has one) reads one, a copy between buffers both. */
static int cli_rect_side_buffer(const cli_rect *r, int v)
{
    return r->host[1] ? v == 0 : r->host[0] ? v == 1 : 1;
}

/* Enqueue "region" of "r" as one command: a flat copy when it is one row,
 * else a rect call; the first command waits for "*nw" events "*w", which
 * are then spent. */
static bbmm_status cli_rect_one(bbmm_context *ctx, int dev, cl_command_queue q, const cli_rect *r,
                                const size_t region[3], cli_pending *p, cl_uint *nw, const cl_event **w)
{
    static const size_t zero[3] = {0, 0, 0};
    int flat = region[1] == 1 && region[2] == 1, v;
    const char *call = r->host[1] ? (flat ? "clEnqueueWriteBuffer" : "clEnqueueWriteBufferRect")
                     : r->host[0] ? (flat ? "clEnqueueReadBuffer" : "clEnqueueReadBufferRect")
                                  : (flat ? "clEnqueueCopyBuffer" : "clEnqueueCopyBufferRect");
    size_t org[2][3];
    cl_event ev = NULL;
    cl_int err;
    for (v = 0; v < 2; v++)
        cli_origin(r->at[v], r->rp[v], r->sp[v], org[v]);
    if (flat && r->host[1])
        err = clEnqueueWriteBuffer(q, r->mem[0], CL_FALSE, r->at[0], region[0], r->host[1] + r->at[1], *nw, *w, &ev);
    else if (flat && r->host[0])
        err = clEnqueueReadBuffer(q, r->mem[1], CL_FALSE, r->at[1], region[0], r->host[0] + r->at[0], *nw, *w, &ev);
    else if (flat)
        err = clEnqueueCopyBuffer(q, r->mem[1], r->mem[0], r->at[1], r->at[0], region[0], *nw, *w, &ev);
    else if (r->host[1])
        err = clEnqueueWriteBufferRect(q, r->mem[0], CL_FALSE, org[0], zero, region, r->rp[0], r->sp[0], r->rp[1],
                                       r->sp[1], r->host[1] + r->at[1], *nw, *w, &ev);
    else if (r->host[0])
        err = clEnqueueReadBufferRect(q, r->mem[1], CL_FALSE, org[1], zero, region, r->rp[1], r->sp[1], r->rp[0],
                                      r->sp[0], r->host[0] + r->at[0], *nw, *w, &ev);
    else
        err = clEnqueueCopyBufferRect(q, r->mem[1], r->mem[0], org[1], org[0], region, r->rp[1], r->sp[1], r->rp[0],
                                      r->sp[0], *nw, *w, &ev);
    *nw = 0;
    *w = NULL;
    if (err != CL_SUCCESS) { /* say what was asked: origins, pitches and sizes of both sides */
        char what[400];
        snprintf(what, sizeof(what),
                 "%s of region %zu x %zu x %zu bytes from origin (%zu, %zu, %zu), pitches %zu/%zu, in %zu bytes to "
                 "origin (%zu, %zu, %zu), pitches %zu/%zu, in %zu bytes",
                 call, region[0], region[1], region[2], org[1][0], org[1][1], org[1][2], r->rp[1], r->sp[1],
                 r->size[1], org[0][0], org[0][1], org[0][2], r->rp[0], r->sp[0], r->size[0]);
        return bbmmi_cl_check(ctx, err, what, dev);
    }
    return cli_track(ctx, dev, err, ev, call, p);
}

/* Nonzero when "region" of "r" copies within one buffer between spans
 * that the overlap test of OpenCL 1.1's appendix, which PoCL 3.1 applies,
 * takes for overlapping: from each side's first byte, its slices' and
 * rows' whole pitches plus a row (more than the rect covers).  A box of
 * a shared buffer (allocation fusion) whose first byte lies inside a row
 * of its pitch has rows that cross the pitch's grid, and a copy between
 * two such boxes of one buffer failed with CL_MEM_COPY_OVERLAP though no
 * byte is on both sides (bbmm-gen seed 90068, under a budget of 8 KiB). */
static int cli_rect_same_overlap(const cli_rect *r, const size_t region[3])
{
    size_t end[2];
    int v;
    if (r->host[0] || r->host[1] || r->mem[0] != r->mem[1] || (region[1] == 1 && region[2] == 1))
        return 0;
    for (v = 0; v < 2; v++) {
        size_t sp = r->sp[v] ? r->sp[v] : region[1] * r->rp[v];
        end[v] = r->at[v] + region[2] * sp + region[1] * r->rp[v] + region[0];
    }
    return r->at[0] < end[1] && r->at[1] < end[0];
}

/* Enqueue "region" of "r" one row at a time (each a flat copy, whose
 * overlap test is exact). */
static bbmm_status cli_rect_rows(bbmm_context *ctx, int dev, cl_command_queue q, cli_rect r, const size_t region[3],
                                 cli_pending *p, cl_uint *nw, const cl_event **w)
{
    const size_t row[3] = {region[0], 1, 1};
    size_t base[2] = {r.at[0], r.at[1]}, y, z;
    int v;
    bbmm_status st = BBMM_OK;
    for (z = 0; z < region[2] && st == BBMM_OK; z++)
        for (y = 0; y < region[1] && st == BBMM_OK; y++) {
            for (v = 0; v < 2; v++)
                r.at[v] = base[v] + z * (r.sp[v] ? r.sp[v] : region[1] * r.rp[v]) + y * r.rp[v];
            st = cli_rect_one(ctx, dev, q, &r, row, p, nw, w);
        }
    return st;
}

/* Enqueue "region" of "r", cut where a buffer side's rect would reach past
 * the buffer's end by the count of its last row's or slice's whole pitch:
 * NVIDIA's OpenCL refuses such a rect (CL_INVALID_VALUE) though every byte
 * it copies lies inside (a box's last rows inside a shared buffer, whose
 * pitch is its array's: NPB SP at class W), where the specification and
 * PoCL count only the bytes copied.  The slices but the last go as one
 * rect, then the last slice's rows but its last, then that row flat. */
static bbmm_status cli_rect_cut(bbmm_context *ctx, int dev, cl_command_queue q, cli_rect r, size_t region[3],
                                cli_pending *p, cl_uint *nw, const cl_event **w)
{
    size_t part[3] = {region[0], region[1], region[2]};
    int v, fits = 1;
    bbmm_status st;
    if (cli_rect_same_overlap(&r, region))
        return cli_rect_rows(ctx, dev, q, r, region, p, nw, w);
    for (v = 0; v < 2; v++) {
        size_t slice = r.sp[v] ? r.sp[v] : region[1] * r.rp[v];
        if (cli_rect_side_buffer(&r, v) && (r.at[v] > r.size[v] || (r.size[v] - r.at[v]) / region[2] < slice))
            fits = 0;
    }
    if (fits || (region[1] == 1 && region[2] == 1))
        return cli_rect_one(ctx, dev, q, &r, region, p, nw, w);
    if (region[2] > 1) {
        part[2] = region[2] - 1; /* the whole slices but the last (each starts inside: it fits) */
        if ((st = cli_rect_one(ctx, dev, q, &r, part, p, nw, w)) != BBMM_OK)
            return st;
        for (v = 0; v < 2; v++) {
            r.at[v] += (region[2] - 1) * r.sp[v];
            r.sp[v] = 0;
        }
        part[2] = 1;
        return cli_rect_cut(ctx, dev, q, r, part, p, nw, w);
    }
    part[1] = region[1] - 1; /* one slice: its rows but the last, then that row */
    for (v = 0; v < 2; v++)
        r.sp[v] = 0;
    if ((st = cli_rect_one(ctx, dev, q, &r, part, p, nw, w)) != BBMM_OK)
        return st;
    for (v = 0; v < 2; v++)
        r.at[v] += (region[1] - 1) * r.rp[v];
    part[1] = 1;
    return cli_rect_one(ctx, dev, q, &r, part, p, nw, w);
}

/* Enqueue one rectangle of the innermost two or three dimensions of "g" at
 * byte offsets "o"[0] (destination) and "o"[1] (source). */
static bbmm_status cli_enqueue_rect(bbmm_context *ctx, int dev, cl_command_queue q, const bbmmi_view *dst,
                                    const bbmmi_view *src, const cli_geom *g, const size_t o_in[2],
                                    cli_pending *p, cl_uint nw, const cl_event *w)
{
    const char *call = src->host ? "clEnqueueWriteBufferRect"
                     : dst->host ? "clEnqueueReadBufferRect" : "clEnqueueCopyBufferRect";
    size_t region[3];
    int k = g->k, v;
    cli_rect r;
    bbmm_status st;
    memset(&r, 0, sizeof(r));
    region[0] = g->cnt[k - 1];
    region[1] = g->cnt[k - 2];
    region[2] = k >= 3 ? g->cnt[k - 3] : 1;
    r.at[0] = o_in[0];
    r.at[1] = o_in[1];
    r.mem[0] = dst->mem;
    r.mem[1] = src->mem;
    r.host[0] = dst->host;
    r.host[1] = (char *)src->host;
    if (r.mem[0] && r.mem[1]) {
        r.mem[0] = cli_rect_buffer(r.mem[0], &r.at[0]);
        r.mem[1] = cli_rect_buffer(r.mem[1], &r.at[1]);
    }
    for (v = 0; v < 2; v++) {
        r.rp[v] = g->pitch[v][k - 2];
        r.sp[v] = k >= 3 ? g->pitch[v][k - 3] : 0;
        if (cli_rect_side_buffer(&r, v) &&
            clGetMemObjectInfo(r.mem[v], CL_MEM_SIZE, sizeof(r.size[v]), &r.size[v], NULL) != CL_SUCCESS)
            r.size[v] = SIZE_MAX; /* unknown: not cut */
    }
    if ((st = bbmmi_fault(ctx, BBMM_FAULT_TRANSFER, call, dev)) != BBMM_OK)
        return st;
    if (!r.host[0] && !r.host[1] && r.mem[0] == r.mem[1] && (r.rp[0] != r.rp[1] || r.sp[0] != r.sp[1])) {
        /* two parts of one shared buffer: OpenCL wants equal pitches in one
         * buffer, so row by row */
        size_t y, z, row[3] = {region[0], 1, 1};
        cli_rect one = r;
        for (z = 0; z < region[2]; z++)
            for (y = 0; y < region[1]; y++) {
                for (v = 0; v < 2; v++)
                    one.at[v] = r.at[v] + z * r.sp[v] + y * r.rp[v];
                if ((st = cli_rect_one(ctx, dev, q, &one, row, p, &nw, &w)) != BBMM_OK)
                    return st;
            }
        return BBMM_OK;
    }
    return cli_rect_cut(ctx, dev, q, r, region, p, &nw, &w);
}

/* Enqueue the whole copy of geometry "g" between "dst" and "src" (at least
 * one of them a buffer) on "dev": one call up to three dimensions, one per
 * three-dimensional slab beyond; the first waits for the "nw" events "w"
 * (the queue orders the rest after it).  "*p" ends holding the last
 * command. */
static bbmm_status cli_enqueue_on(bbmm_context *ctx, int dev, cl_command_queue q, const bbmmi_view *dst,
                                  const bbmmi_view *src, const cli_geom *g, cli_pending *p, cl_uint nw,
                                  const cl_event *w)
{
    size_t idx[BBMM_MAX_DIMS] = {0};
    size_t o[2] = {g->off[0], g->off[1]};
    int d, outer = g->k > 3 ? g->k - 3 : 0;
    bbmm_status st;
    if (g->k == 1)
        return cli_enqueue_flat(ctx, dev, q, dst, src, g, o, p, nw, w);
    for (;;) {
        if ((st = cli_enqueue_rect(ctx, dev, q, dst, src, g, o, p, nw, w)) != BBMM_OK)
            return st;
        nw = 0;
        w = NULL;
        for (d = outer - 1; d >= 0; d--) {
            o[0] += g->pitch[0][d];
            o[1] += g->pitch[1][d];
            if (++idx[d] < g->cnt[d])
                break;
            o[0] -= g->cnt[d] * g->pitch[0][d];
            o[1] -= g->cnt[d] * g->pitch[1][d];
            idx[d] = 0;
        }
        if (d < 0)
            return BBMM_OK;
    }
}

/* The queue a copy of "dev" goes to unless it is a side load: the side
 * queue during early flow-out, else the main one. */
static cl_command_queue cli_queue(bbmm_context *ctx, int dev)
{
    return ctx->dev[dev].side_on ? ctx->dev[dev].side : ctx->dev[dev].queue;
}

bbmm_status cli_enqueue(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmmi_view *src,
                        const cli_geom *g, cli_pending *p, cl_uint nw, const cl_event *w)
{
    return cli_enqueue_on(ctx, dev, cli_queue(ctx, dev), dst, src, g, p, nw, w);
}

/* Add the side queue's start (the marker behind the early part) to wait
 * list "*w" ("*nw" events, malloc'd or NULL; retained). */
static bbmm_status cli_side_wait(bbmm_context *ctx, int dev, cl_event **w, cl_uint *nw)
{
    cl_event *nv = (cl_event *)realloc(*w, (*nw + 1) * sizeof(cl_event));
    if (!nv)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "early flow-out: out of host memory");
    *w = nv;
    clRetainEvent(ctx->dev[dev].side_after);
    nv[(*nw)++] = ctx->dev[dev].side_after;
    return BBMM_OK;
}

/* Keep "ev" (a copy on the side queue) for the main queue's barrier. */
static bbmm_status cli_side_add(bbmm_context *ctx, int dev, cl_event ev)
{
    bbmmi_device *d = &ctx->dev[dev];
    if (cli_event_push(&d->side_ev, &d->nside, &d->side_cap, ev))
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "early flow-out: out of host memory");
    return BBMM_OK;
}

bbmmi_event bbmmi_side_marker(bbmm_context *ctx, int dev)
{
    cl_event ev = NULL;
    if (!ctx || dev < 0 || dev >= ctx->mgr.ndev)
        return NULL;
    pthread_mutex_lock(&ctx->lock);
    if ((ev = ctx->dev[dev].side_after) != NULL)
        clRetainEvent(ev);
    pthread_mutex_unlock(&ctx->lock);
    return ev;
}

void bbmmi_event_retain(bbmmi_event ev)
{
    if (ev)
        clRetainEvent(ev);
}

void bbmmi_event_release(bbmmi_event ev)
{
    if (ev)
        clReleaseEvent(ev);
}

bbmm_status bbmmi_side_resume(bbmm_context *ctx, int dev, bbmmi_event after)
{
    bbmmi_device *d;
    cl_int err = CL_SUCCESS;
    if (!ctx || dev < 0 || dev >= ctx->mgr.ndev || !after)
        return BBMM_ERR_INVALID;
    d = &ctx->dev[dev];
    if (d->side_on)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "device %d: its side queue is already in use", dev);
    if (!d->side)
        d->side = clCreateCommandQueue(ctx->cl, d->id, ctx->profiling ? CL_QUEUE_PROFILING_ENABLE : 0, &err);
    if (err != CL_SUCCESS)
        return bbmmi_cl_check(ctx, err, "clCreateCommandQueue", dev);
    clRetainEvent(after);
    d->side_after = after;
    d->side_on = 1;
    return BBMM_OK;
}

bbmm_status bbmmi_side_begin(bbmm_context *ctx, int dev)
{
    bbmmi_device *d;
    cl_int err = CL_SUCCESS;
    const char *call = "clCreateCommandQueue";
    bbmm_status st;
    if (!ctx || dev < 0 || dev >= ctx->mgr.ndev)
        return BBMM_ERR_INVALID;
    d = &ctx->dev[dev];
    pthread_mutex_lock(&ctx->lock);
    if (!d->side)
        d->side = clCreateCommandQueue(ctx->cl, d->id, ctx->profiling ? CL_QUEUE_PROFILING_ENABLE : 0, &err);
    if (err == CL_SUCCESS) {
        /* the copies start after the newest command of the main queue (the
         * early part's last kernel; the queue is in order); a marker there
         * cost the device 3-4 us per split on NVIDIA (cl_overlap) */
        bbmmi_queue_settle(ctx, dev); /* kernels launched without an event: a marker behind them */
        d->side_after = bbmmi_queue_last(ctx, dev, NULL);
        if (!d->side_after) {
            call = "clEnqueueMarkerWithWaitList";
            err = clEnqueueMarkerWithWaitList(d->queue, 0, NULL, &d->side_after);
        }
    }
    if (err == CL_SUCCESS) {
        d->side_on = 1;
    }
    st = bbmmi_cl_check(ctx, err, call, dev);
    pthread_mutex_unlock(&ctx->lock);
    return st;
}

bbmm_status bbmmi_side_end(bbmm_context *ctx, int dev)
{
    bbmm_status st;
    if (!ctx || dev < 0 || dev >= ctx->mgr.ndev)
        return BBMM_ERR_INVALID;
    pthread_mutex_lock(&ctx->lock);
    st = bbmmi_side_end_locked(ctx, dev);
    pthread_mutex_unlock(&ctx->lock);
    return st;
}

bbmm_status bbmmi_side_end_locked(bbmm_context *ctx, int dev)
{
    bbmmi_device *d;
    cl_int err = CL_SUCCESS;
    if (!ctx || dev < 0 || dev >= ctx->mgr.ndev)
        return BBMM_ERR_INVALID;
    d = &ctx->dev[dev];
    d->side_on = 0;
    if (d->side_after)
        clReleaseEvent(d->side_after);
    d->side_after = NULL;
    if (d->nside) {
        err = clEnqueueBarrierWithWaitList(d->queue, (cl_uint)d->nside, d->side_ev, NULL);
        while (d->nside > 0)
            clReleaseEvent(d->side_ev[--d->nside]);
        if (err != CL_SUCCESS) /* nothing may overtake the copies: wait for them */
            clFinish(d->side);
    }
    return bbmmi_cl_check(ctx, err, "clEnqueueBarrierWithWaitList", dev);
}

/* The flow-slab path of a direct copy between a device and pageable host
 * memory while a run is enqueued ("flow slabs"): a copy into host memory
 * goes into a new slab, a copy out of it reads the slab that holds its
 * newest values after that slab's copy.  "*done" when it made the copy;
 * otherwise the plain path follows. */
static bbmm_status cli_transfer_slab(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmmi_view *src,
                                     const bbmm_box *region, int *done)
{
    int into = dst->host != NULL, i, side = 0;
    bbmmi_view v;
    cli_geom g;
    cli_pending p = {NULL, NULL};
    cl_command_queue q;
    cl_event *w = NULL;
    cl_uint nw = 0;
    bbmm_status st = BBMM_OK;
    *done = 0;
    cli_slabs_sweep(ctx);
    i = into ? cli_slab_new(ctx, dst, region) : cli_slab_find(ctx, src, region);
    if (i < 0) {
        ctx->slab_plain += (uint64_t)into;
        return BBMM_OK;
    }
    v = cli_slab_view(ctx, &ctx->slabs[i]);
    if ((st = cli_geom_make(ctx, into ? &v : dst, into ? src : &v, region, &g)) != BBMM_OK)
        goto out;
    if (!into) {
        if (!(w = (cl_event *)malloc(sizeof(cl_event)))) {
            st = bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmmi_transfer: out of host memory");
            goto out;
        }
        clRetainEvent(ctx->slabs[i].d2h);
        w[nw++] = ctx->slabs[i].d2h;
    }
    if (ctx->dev[dev].side_on && (st = cli_side_wait(ctx, dev, &w, &nw)) != BBMM_OK)
        goto out;
    side = cli_side_load(ctx, dev, into ? &v : dst, into ? src : &v);
    if ((st = cli_copy_queue(ctx, dev, into ? &v : dst, region, side, &w, &nw, &q)) != BBMM_OK)
        goto out;
    st = cli_enqueue_on(ctx, dev, q, into ? &v : dst, into ? src : &v, &g, &p, nw, w);
    if (st == BBMM_OK && p.ev && ctx->dev[dev].side_on)
        st = cli_side_add(ctx, dev, p.ev);
    if (st == BBMM_OK && p.ev) {
        bbmmi_acc acc;
        const bbmmi_view *dv = into ? src : dst;
        if (into) {
            clRetainEvent(p.ev);
            ctx->slabs[i].d2h = p.ev;
        } else if (cli_slab_reader(ctx, i, p.ev)) {
            clWaitForEvents(1, &p.ev); /* no room to remember it: the slab must outlive it */
        }
        if (side)
            cli_load_add(ctx, dev, p.ev, 1);
        acc.mem = (cl_mem)dv->mem;
        bbmmi_byte_range(&dv->bounds, dv->elem, region, &acc.lo, &acc.hi);
        cli_cmd_add_slab(ctx, dev, q, p.ev, p.call, region, &acc, ctx->slabs[i].id, !into);
        p.ev = NULL;
        *done = 1;
        if (into)
            ctx->slab_into++;
        else
            ctx->slab_outof++;
    } else if (into && st == BBMM_OK) {
        ctx->slab_plain++;
    }
out:
    cli_events_free(w, nw);
    if (st != BBMM_OK && p.ev) {
        if (ctx->dev[dev].side)
            clFinish(ctx->dev[dev].side);
        cli_abandon(ctx, dev, &p, 1);
    }
    if (into && !*done) { /* the new slab, last in the list, is not used */
        ctx->arena_used &= ~((uint64_t)1 << ctx->slabs[i].chunk);
        ctx->nslabs--;
    }
    return st;
}

/* A direct copy (bbmm/transfer.h's bbmmi_copy_direct) follows the
 * commands of other devices that touch its host elements (cli_hazards);
 * left running while a run is enqueued, it is recorded as a command.  The
 * lock is released while waiting for the copy, with "claim", so that
 * devices transfer at the same time; the claim goes before the lock is
 * taken back (its holder never needs the lock to release it). */
bbmm_status bbmmi_copy_direct(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmmi_view *src,
                              const bbmm_box *region, int *claim)
{
    cli_pending p = {NULL, NULL};
    const bbmmi_view *host = dst->host ? dst : src->host ? src : NULL;
    cl_command_queue q;
    cl_event *w = NULL;
    cl_uint nw = 0;
    cli_geom g;
    bbmm_status st;
    cl_int err;
    int early, side;
    if ((st = cli_geom_make(ctx, dst, src, region, &g)) != BBMM_OK)
        return st;
    if (dst->host && src->host) {
        if ((st = cli_host_wait(ctx, dev, dst, src, region)) != BBMM_OK)
            return st;
        cli_pack_copy(ctx, dst->host, src->host, &g, CLI_HOST_PIECE, 0);
        return BBMM_OK;
    }
    if (host && !host->pinned && bbmmi_async(ctx)) {
        int done;
        if ((st = cli_transfer_slab(ctx, dev, dst, src, region, &done)) != BBMM_OK || done)
            return st;
    }
    /* A GPU driver may read pageable host memory when a write from it is
     * enqueued, before the commands it must follow have run, even those of
     * its own in-order queue (a write-out into those elements just
     * before): wait for all of them here, on the host. */
    early = host && host == src && !host->pinned && ctx->dev[dev].is_gpu;
    side = cli_side_load(ctx, dev, dst, src); /* not ordered by the main queue: after every device's copies */
    if (host && (st = cli_hazards(ctx, early || side ? -1 : dev, host->host, region, host == dst, &w, &nw)) !=
                    BBMM_OK)
        return st;
    if (nw && early) {
        uint64_t t0 = bbmmi_now_ns();
        cl_int werr = clWaitForEvents(nw, w);
        ctx->mgr.store[dev].stats.wait_ns += bbmmi_now_ns() - t0;
        cli_events_free(w, nw);
        w = NULL;
        nw = 0;
        if ((st = bbmmi_cl_check(ctx, werr, "clWaitForEvents", dev)) != BBMM_OK)
            return st;
    }
    if (ctx->dev[dev].side_on && (st = cli_side_wait(ctx, dev, &w, &nw)) != BBMM_OK) {
        cli_events_free(w, nw);
        return st;
    }
    if ((st = cli_copy_queue(ctx, dev, dst, region, side, &w, &nw, &q)) != BBMM_OK) {
        cli_events_free(w, nw);
        return st;
    }
    st = cli_enqueue_on(ctx, dev, q, dst, src, &g, &p, nw, w);
    cli_events_free(w, nw);
    if (st == BBMM_OK && p.ev && ctx->dev[dev].side_on)
        st = cli_side_add(ctx, dev, p.ev);
    if (st == BBMM_OK && p.ev && bbmmi_async(ctx)) {
        if (side)
            cli_load_add(ctx, dev, p.ev, 1);
        cli_cmd_add_copy(ctx, dev, q, p.ev, p.call, dst, src, region);
        return BBMM_OK;
    }
    if (st == BBMM_OK && claim && p.ev) {
        pthread_mutex_unlock(&ctx->lock);
        err = cli_wait_raw(&p);
        bbmmi_host_unclaim(ctx, claim);
        pthread_mutex_lock(&ctx->lock);
        st = bbmmi_cl_check(ctx, err, p.call, dev);
    } else if (st == BBMM_OK) {
        st = cli_wait(ctx, dev, &p);
    }
    if (st != BBMM_OK)
        cli_abandon(ctx, dev, &p, 1);
    return st;
}

/* ---- transfers: entry ------------------------------------------------- */

/* (The entry, bbmmi_transfer, and whether a copy is staged: bbmm/transfer.h.) */

/* Check view "v" ("which" in messages): one of host and buffer, bounds of
 * the region's dimension count containing it, and a buffer large enough. */
static bbmm_status cli_view_check(bbmm_context *ctx, const bbmmi_view *v, const char *which,
                                  const bbmm_box *region)
{
    char rb[256], vb[256];
    uint64_t stride[BBMM_MAX_DIMS], total = 0;
    size_t have = 0;
    cl_int err;
    bbmm_status st;
    if (!v->host == !v->mem)
        return bbmmi_error(ctx, BBMM_ERR_INVALID,
                           "bbmmi_transfer: the %s view must name either host memory or a buffer", which);
    if (v->bounds.ndim != region->ndim || v->elem == 0)
        return bbmmi_error(ctx, BBMM_ERR_INVALID,
                           "bbmmi_transfer: the %s view has %d dimensions of %zu bytes, the region %d",
                           which, (int)v->bounds.ndim, v->elem, (int)region->ndim);
    if (!bbmm_bb_is_subset(region, &v->bounds))
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmmi_transfer: region %s is not inside the %s bounds %s",
                           bbmm_bb_format(region, rb, sizeof(rb)), which,
                           bbmm_bb_format(&v->bounds, vb, sizeof(vb)));
    if (!v->mem)
        return BBMM_OK;
    if ((st = cli_view_layout(ctx, v, which, stride, &total)) != BBMM_OK)
        return st;
    err = clGetMemObjectInfo(v->mem, CL_MEM_SIZE, sizeof(have), &have, NULL);
    if ((st = bbmmi_cl_check(ctx, err, "clGetMemObjectInfo", -1)) != BBMM_OK)
        return st;
    if (have < total)
        return bbmmi_error(ctx, BBMM_ERR_INVALID,
                           "bbmmi_transfer: the %s bounds %s need %llu bytes but the buffer holds %zu",
                           which, bbmm_bb_format(&v->bounds, vb, sizeof(vb)), (unsigned long long)total,
                           have);
    return BBMM_OK;
}

bbmm_status bbmmi_transfer_check(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmmi_view *src,
                                 const bbmm_box *region)
{
    bbmm_status st;
    if (!dst || !src || !region)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmmi_transfer: NULL argument");
    if (bbmm_bb_is_invalid(region))
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmmi_transfer: region has %d dimensions",
                           (int)region->ndim);
    if ((dst->mem || src->mem) && (dev < 0 || dev >= ctx->mgr.ndev))
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmmi_transfer: device %d does not exist (%d devices)",
                           dev, ctx->mgr.ndev);
    if (dst->elem != src->elem)
        return bbmmi_error(ctx, BBMM_ERR_INVALID,
                           "bbmmi_transfer: element sizes differ (destination %zu, source %zu bytes)",
                           dst->elem, src->elem);
    if ((st = cli_view_check(ctx, dst, "destination", region)) != BBMM_OK)
        return st;
    return cli_view_check(ctx, src, "source", region);
}

/* ---- transfers: fusion ------------------------------------------------ */

/* The pinned memory fused writes are packed into, and the write
 * (bbmm/fuse.h's bbmmi_transfer_fused decides which pieces it carries).
 * The memory is made once, when the device has moved d->fuse_after
 * pieces one by one (lib/cl.c's CLI_FUSE_AFTER); the device moves them
 * one by one also when it cannot be had. */
bbmm_status bbmmi_fuse_open(bbmm_context *ctx, int dev)
{
    bbmmi_device *d = &ctx->dev[dev];
    cl_int err = CL_SUCCESS;
    bbmm_status st;
    uint64_t t0;
    if (d->fuse_tried || d->fuse_alone < d->fuse_after)
        return BBMM_OK;
    d->fuse_tried = 1;
    if (!ctx->aside) {
        ctx->aside = clCreateCommandQueue(ctx->cl, ctx->dev[0].id, 0, &err);
        if (err != CL_SUCCESS) {
            ctx->aside = NULL;
            return BBMM_OK;
        }
    }
    t0 = bbmmi_now_ns();
    st = cli_pinned_create(ctx, dev, -1, (size_t)(2 * BBMMI_FUSE_SPAN), &d->fuse_mem, &d->fuse_ptr);
    __atomic_add_fetch(&ctx->staging_ns, bbmmi_now_ns() - t0, __ATOMIC_RELAXED); /* start-up, like staging */
    if (st == BBMM_ERR_INJECTED)
        return st;
    if (st != BBMM_OK)
        bbmmi_error_forget();
    return BBMM_OK;
}

int bbmmi_fuse_half(bbmm_context *ctx, int dev)
{
    bbmmi_device *d = &ctx->dev[dev];
    int h, half = -1;
    for (h = 0; h < 2 && half < 0 && d->fuse_ptr; h++) {
        int k = (d->fuse_half + h) % 2;
        if (!d->fuse_ev[k] || cli_event_state(d->fuse_ev[k]) <= CL_COMPLETE)
            half = k;
    }
    if (half >= 0) {
        d->fuse_half = (half + 1) % 2;
        if (d->fuse_ev[half]) /* ended; a failure is reported with its command (bbmmi_retire) */
            clReleaseEvent(d->fuse_ev[half]);
        d->fuse_ev[half] = NULL;
    }
    return half;
}

int bbmmi_fuse_apart(bbmm_context *ctx, int dev, const bbmmi_view *src, const bbmm_box *box)
{
    return ctx->dev[dev].side_on || (!src->pinned && bbmmi_async(ctx) && cli_slab_find(ctx, src, box) >= 0);
}

void bbmmi_fuse_alone(bbmm_context *ctx, int dev, int n)
{
    if (!ctx->dev[dev].fuse_tried)
        ctx->dev[dev].fuse_alone += (uint64_t)n;
}

bbmm_status bbmmi_fuse_write(bbmm_context *ctx, int dev, cl_mem parent, const bbmmi_fpiece *pc, int n, int half)
{
    bbmmi_device *d = &ctx->dev[dev];
    char *pack = (char *)d->fuse_ptr + (size_t)half * BBMMI_FUSE_SPAN;
    cli_pending p = {NULL, NULL};
    const char *call = "clEnqueueWriteBuffer";
    uint64_t base = pc[0].off, span = pc[n - 1].off + pc[n - 1].bytes - pc[0].off;
    bbmm_status st = BBMM_OK;
    cl_event ev = NULL, *w;
    cl_uint nw;
    cl_int err;
    int k;
    for (k = 0; k < n && st == BBMM_OK; k++) {
        bbmmi_view stage = pc[k].dst;
        cli_geom g;
        w = NULL;
        nw = 0;
        if ((st = cli_hazards(ctx, -1, pc[k].src.host, &pc[k].dst.bounds, 0, &w, &nw)) != BBMM_OK)
            break;
        if (nw) {
            uint64_t t0 = bbmmi_now_ns();
            err = clWaitForEvents(nw, w);
            ctx->mgr.store[dev].stats.wait_ns += bbmmi_now_ns() - t0;
            cli_events_free(w, nw);
            if ((st = bbmmi_cl_check(ctx, err, "clWaitForEvents", dev)) != BBMM_OK)
                break;
        }
        stage.mem = NULL;
        stage.host = pack + pc[k].off;
        stage.pinned = 1;
        if ((st = cli_geom_make(ctx, &stage, &pc[k].src, &pc[k].dst.bounds, &g)) == BBMM_OK)
            cli_host_copy(stage.host, pc[k].src.host, &g, 0);
    }
    if (st == BBMM_OK)
        st = bbmmi_fault(ctx, BBMM_FAULT_TRANSFER, call, dev);
    if (st != BBMM_OK)
        return st;
    if ((st = bbmmi_main_sync(ctx, dev)) != BBMM_OK)
        return st;
    err = clEnqueueWriteBuffer(d->queue, parent, CL_FALSE, (size_t)base, (size_t)span, pack + base, 0, NULL, &ev);
    if ((st = cli_track(ctx, dev, err, ev, call, &p)) != BBMM_OK)
        return st;
    if (!bbmmi_async(ctx))
        return cli_wait(ctx, dev, &p);
    clRetainEvent(p.ev);
    if (d->fuse_ev[half])
        clReleaseEvent(d->fuse_ev[half]);
    d->fuse_ev[half] = p.ev;
    bbmmi_cmd_add(ctx, dev, d->queue, p.ev, call, 0, NULL, NULL, 0);
    return BBMM_OK;
}

void bbmm_test_fuse_after(bbmm_context *ctx, int dev, uint64_t pieces)
{
    if (ctx && dev >= 0 && dev < ctx->mgr.ndev)
        ctx->dev[dev].fuse_after = pieces;
}
