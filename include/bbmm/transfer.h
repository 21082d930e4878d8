/* bbmm/transfer.h - how a copy between two views goes: the entry of every
 * transfer the method makes (bbmmi_transfer: its arguments checked, its
 * host side claimed, then a direct or a staged copy), whether a copy of
 * pageable host memory goes through a device's two pinned staging
 * buffers, and how a staged copy is cut into chunks.  The copies are the
 * thin layer's: lib/transfer.c checks the views, claims host regions and
 * makes direct copies (side loads, flow slabs, early flow-out);
 * lib/staging.c runs a staged copy, packing and moving the chunks it takes
 * from the plan made here (its "next" callback, bbmmi_chunks).  Transfer
 * fusion's writes (bbmmi_transfer_fused) are fuse.h's.
 *
 * The functions run once per transfer, so their bodies are compiled once,
 * into libbbmm (BBMM_METHOD_BODIES, lib/method.c).
 *
 * Part of bbmm.h; see its manual.
 */
#ifndef BBMM_MANAGER_H
#error "bbmm/transfer.h is a part of bbmm.h: include bbmm.h"
#elif !defined(BBMM_TRANSFER_H)
#define BBMM_TRANSFER_H

BBMM_EXTERN_C_BEGIN

/* ---- the chunks of a staged copy --------------------------------------- */

/* While a run is enqueued, copies of ordinary memory smaller than this go
 * directly (enqueued, not waited for) rather than through the staging
 * buffers, which the host packs and waits for: a halo row or a flow-out is
 * latency, not bandwidth, and must not stop the host from running ahead. */
#define BBMMI_STAGE_ASYNC_DIRECT ((uint64_t)1 << 20)
/* Host rows at least this long go directly while a device's staging
 * buffers are not pinned: a direct rectangular copy of pageable memory
 * moves rows of 4 KiB at 9.4-9.9 GB/s on an H200 host, as fast as one
 * contiguous copy, where rows of 1 KiB move device to host at 4.8 GB/s
 * and of 64 bytes at 0.7 (bench/transfer_bench, pageable direct). */
#define BBMMI_STAGE_DIRECT_ROW ((uint64_t)4096)
/* A chunk is at most a 1/BBMMI_STAGE_DEPTH of the copy, and at least
 * BBMMI_STAGE_MIN_CHUNK bytes. */
#define BBMMI_STAGE_MIN_CHUNK ((size_t)1 << 20)
#define BBMMI_STAGE_DEPTH 8
/* The ramp's smallest chunk is a 1/BBMMI_STAGE_RAMP_DIV of a staging
 * buffer (and at least a 1/BBMMI_STAGE_RAMP_STEPS of a full chunk); a pack
 * piece at least a 1/BBMMI_STAGE_PIECE_DIV of one. */
#define BBMMI_STAGE_RAMP_DIV 64
#define BBMMI_STAGE_RAMP_STEPS 8
#define BBMMI_STAGE_PIECE_DIV 512
/* Chunks in flight at most (slots of the two staging buffers) with the DMA
 * thread: a deep pipeline hides the latency of noticing that a DMA ended. */
#define BBMMI_STAGE_SLOTS 8

/* How a staged copy cuts "region" into chunks: single indices of the
 * dimensions before "split", runs of indices of "split" (its indices are
 * the "units", "units" in all, "pos" of them handed out so far), and the
 * whole region in the dimensions after it.  A chunk is at most "step"
 * units and, near the ends of the copy, at least "ramp" units; its pack
 * pieces are at least "piece" bytes.  Chunks go to "slots" slots (at most
 * BBMMI_STAGE_SLOTS), "stride" bytes apart in each staging buffer, slot j
 * in buffer j % 2.  The staging engine takes the chunks in order through
 * "next": 1 and the next chunk in "*box", 0 after the last. */
typedef struct bbmmi_chunks {
    int (*next)(struct bbmmi_chunks *c, bbmm_box *box);
    bbmm_box region;
    uint64_t ext[BBMM_MAX_DIMS];
    int split;
    uint64_t step;
    uint64_t ramp;
    uint64_t units;
    uint64_t pos;
    size_t piece;
    size_t stride;
    int slots;
} bbmmi_chunks;

/* ---- thin layer (lib/transfer.c, lib/staging.c, lib/cl.c) --------------- */

/* Nonzero when the calling thread is enqueueing a run on "ctx": its
 * transfers and kernels do not wait. */
int bbmmi_async(const bbmm_context *ctx);

/* Check the arguments of a transfer: each view either host memory or a
 * buffer large enough for its bounds, of the region's dimensions, with
 * the region inside them, one element size, "dev" a device when a buffer
 * takes part.  An error (recorded) when not. */
bbmm_status bbmmi_transfer_check(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmmi_view *src,
                                 const bbmm_box *region);

/* Claim the host side of a copy between "dst" and "src" over "region" (one
 * of them host memory): wait until no claimed region overlapping it is
 * being written, or is being read while this copy writes; return the
 * claim, -1 when neither or both sides are host memory.  Copies that may
 * run while the context lock is released so never race on host memory.
 * bbmmi_host_unclaim releases claim "*slot" (none when -1) and sets it to
 * -1. */
int bbmmi_host_claim(bbmm_context *ctx, const bbmmi_view *dst, const bbmmi_view *src, const bbmm_box *region);
void bbmmi_host_unclaim(bbmm_context *ctx, int *slot);

/* Copy "region" from "src" to "dst" directly (no staging) on "dev", after
 * the commands of other devices it must follow.  On the thread of a run
 * being enqueued (bbmmi_async) the copy is left running; otherwise it is
 * waited for.  With "claim" (not NULL) the caller holds the lock and the
 * host claim "*claim": the lock is released while waiting for the copy,
 * and the claim before it is taken back. */
bbmm_status bbmmi_copy_direct(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmmi_view *src,
                              const bbmm_box *region, int *claim);

/* The staging buffers of device "dev": -1 when it does not stage (the
 * settings, or not a GPU); else 1 when they are ready, with the bytes of
 * each in "*bytes" (0: they could not be made), or 0 when not yet. */
int bbmmi_staging_state(bbmm_context *ctx, int dev, size_t *bytes);
/* A copy of "bytes" moved directly while the staging buffers of "dev"
 * were not ready: once the device has moved enough so, they are made in
 * the background (lib/cl.c's CLI_STAGE_AFTER). */
void bbmmi_staging_direct(bbmm_context *ctx, int dev, uint64_t bytes);
/* Make the staging buffers of "dev" unless made before, and wait until
 * they are ready (on failure the device copies directly). */
void bbmmi_staging_open(bbmm_context *ctx, int dev);

/* Copy "region" between "dst" and "src" (one of them pageable host
 * memory) on "dev" through its staging buffers, in the chunks of "c";
 * return when every command has finished. */
bbmm_status bbmmi_copy_staged(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmmi_view *src,
                              const bbmm_box *region, bbmmi_chunks *c);

/* ---- whether a copy is staged, and its chunks ------------------------- */

#ifdef BBMM_METHOD_BODIES /* compiled once (config.h) */

/* Store the next chunk of "c" in "*box" and return 1; 0 after the last.
 * Chunks grow from c->ramp units, doubling, up to c->step and shrink
 * again, halving, towards the end of the region (so that little of the
 * copy waits for the pipeline to fill or drain); none crosses a run. */
static int bbmmi_chunk_next(bbmmi_chunks *c, bbmm_box *box)
{
    uint64_t e = c->ext[c->split], run, off, n, left;
    int d, s = c->split;
    if (c->pos >= c->units)
        return 0;
    run = c->pos / e;
    off = c->pos % e;
    left = c->units - c->pos;
    n = c->step;
    if (n > c->pos)
        n = c->pos > c->ramp ? c->pos : c->ramp;
    if (n > left / 2)
        n = left / 2 > c->ramp ? left / 2 : c->ramp;
    if (n > e - off)
        n = e - off;
    *box = c->region;
    for (d = s - 1; d >= 0; d--) {
        box->lo[d] = box->hi[d] = c->region.lo[d] + (int64_t)(run % c->ext[d]);
        run /= c->ext[d];
    }
    box->lo[s] = c->region.lo[s] + (int64_t)off;
    box->hi[s] = box->lo[s] + (int64_t)n - 1;
    c->pos += n;
    return 1;
}

/* Plan the chunks of staging "region" ("bytes" in all, "elem" bytes each)
 * through buffers of "limit" bytes; return 0 when one element does not fit.
 * Chunks are at most a 1/BBMMI_STAGE_DEPTH of the region (and at least
 * BBMMI_STAGE_MIN_CHUNK) so that packing and DMA overlap even when the
 * region fits one buffer. */
static int bbmmi_chunks_make(const bbmm_box *region, size_t elem, size_t bytes, size_t limit, bbmmi_chunks *c)
{
    uint64_t inner = elem, target = limit, share = bytes / BBMMI_STAGE_DEPTH, ramp_bytes, runs = 1;
    int d;
    if (share < BBMMI_STAGE_MIN_CHUNK)
        share = BBMMI_STAGE_MIN_CHUNK;
    if (share < target)
        target = share;
    if (elem > target)
        return 0;
    memset(c, 0, sizeof(*c));
    c->next = bbmmi_chunk_next;
    for (d = 0; d < region->ndim; d++)
        if (bbmm_bb_extent(region, d, &c->ext[d]) != BBMM_OK)
            return 0;
    c->region = *region;
    c->split = 0;
    c->step = 1;
    for (d = region->ndim - 1; d >= 0; d--) {
        c->split = d;
        if (inner * c->ext[d] > target) {
            c->step = target / inner;
            break;
        }
        inner *= c->ext[d];
        c->step = c->ext[d];
    }
    for (d = 0; d < c->split; d++)
        runs *= c->ext[d];
    c->units = runs * c->ext[c->split];
    ramp_bytes = limit / BBMMI_STAGE_RAMP_DIV;
    c->ramp = (ramp_bytes + inner - 1) / inner;
    if (c->ramp < c->step / BBMMI_STAGE_RAMP_STEPS)
        c->ramp = c->step / BBMMI_STAGE_RAMP_STEPS;
    if (c->ramp < 1)
        c->ramp = 1;
    if (c->ramp > c->step)
        c->ramp = c->step;
    c->piece = limit / BBMMI_STAGE_PIECE_DIV;
    c->stride = (size_t)(c->step * inner);
    if (c->stride > 4096 && c->stride % 4096)
        c->stride += 4096 - c->stride % 4096;
    c->slots = c->stride <= limit ? 2 * (int)(limit / c->stride) : 2;
    if (c->slots > BBMMI_STAGE_SLOTS)
        c->slots = BBMMI_STAGE_SLOTS;
    return 1;
}

/* Return nonzero when "region" of host view "v" is one contiguous run of
 * bytes (every dimension inside the outermost one the region cuts is
 * whole, and every one outside it has extent 1), or its runs of
 * contiguous bytes are each BBMMI_STAGE_DIRECT_ROW or more ("elem" bytes
 * an element; the region's bytes fit in 64 bits): a direct copy moves it
 * in one piece or in long rows. */
static int bbmmi_host_direct(const bbmmi_view *v, const bbmm_box *region, size_t elem)
{
    int64_t re, ve;
    uint64_t run = elem;
    int d, cut = 0;
    if (region->ndim != v->bounds.ndim)
        return 0;
    for (d = region->ndim - 1; d >= 0; d--) {
        re = region->hi[d] - region->lo[d];
        ve = v->bounds.hi[d] - v->bounds.lo[d];
        if (cut && re != 0)
            return run >= BBMMI_STAGE_DIRECT_ROW;
        if (!cut)
            run *= (uint64_t)re + 1;
        if (re != ve)
            cut = 1;
    }
    return 1;
}

/* Return nonzero when copying "region" between "dst" and "src" on "dev"
 * goes through staging, and plan its chunks in "*c": one side is pageable
 * host memory (host memory inside a bbmm_host_alloc() allocation counts
 * as pinned even when its view does not say so), the device stages, and
 * the copy is not a small one of a run being enqueued.  While the
 * device's staging buffers are not ready, a copy a direct copy moves well
 * (bbmmi_host_direct) goes directly; any other makes them and waits. */
static int bbmmi_stage_plan(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmmi_view *src,
                            const bbmm_box *region, bbmmi_chunks *c)
{
    const bbmmi_view *host = dst->host ? dst : src;
    uint64_t vol, bytes, total = host->elem, e;
    size_t limit = 0;
    int d, ready;
    if (!dst->host == !src->host || host->pinned || (ready = bbmmi_staging_state(ctx, dev, &limit)) < 0)
        return 0;
    for (d = host->bounds.ndim - 1; d >= 0 && total; d--) /* the host view's bytes (0: too many) */
        if (bbmm_bb_extent(&host->bounds, d, &e) != BBMM_OK || bbmm_mul_overflow_u64(total, e, &total))
            total = 0;
    if (total && total <= SIZE_MAX && bbmmi_host_pinned(ctx, host->host, (size_t)total))
        return 0;
    if (bbmm_bb_volume(region, &vol) != BBMM_OK || bbmm_mul_overflow_u64(vol, src->elem, &bytes) ||
        bytes > SIZE_MAX || (bytes < BBMMI_STAGE_ASYNC_DIRECT && bbmmi_async(ctx)))
        return 0;
    if (!ready) {
        if (bbmmi_host_direct(host, region, src->elem)) {
            bbmmi_staging_direct(ctx, dev, bytes);
            return 0;
        }
        bbmmi_staging_open(ctx, dev); /* short rows: wait for the buffers */
        bbmmi_staging_state(ctx, dev, &limit);
    }
    return limit && bbmmi_chunks_make(region, src->elem, (size_t)bytes, limit, c);
}

/* ---- the entry ------------------------------------------------------------ */

bbmm_status bbmmi_transfer(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmmi_view *src,
                           const bbmm_box *region)
{
    bbmmi_chunks c;
    uint64_t t0;
    bbmm_status st;
    int claim;
    if (!ctx)
        return BBMM_ERR_INVALID;
    if ((st = bbmmi_transfer_check(ctx, dev, dst, src, region)) != BBMM_OK)
        return st;
    if (bbmm_bb_is_empty(region))
        return BBMM_OK;
    t0 = bbmmi_now_ns();
    claim = bbmmi_host_claim(ctx, dst, src, region);
    if (!bbmmi_stage_plan(ctx, dev, dst, src, region, &c))
        st = bbmmi_copy_direct(ctx, dev, dst, src, region, dst->unlock_wait || src->unlock_wait ? &claim : NULL);
    else
        st = bbmmi_copy_staged(ctx, dev, dst, src, region, &c);
    bbmmi_host_unclaim(ctx, &claim);
    if (dev >= 0 && dev < bbmm_mgr(ctx)->ndev)
        bbmm_mgr(ctx)->store[dev].stats.transfer_ns += bbmmi_now_ns() - t0;
    return st;
}

#endif /* BBMM_METHOD_BODIES */

BBMM_EXTERN_C_END

#endif
