/* bbmm/manager.h - the buffer manager of each device (paper Table II:
 * bb_present, bb_alloc with LRU eviction, bb_readin = Algorithm 3, usage
 * counts, in-use and unused lists, bb_cleanup) and the coherence
 * directory that Table III's flowout / flowin / writeout update, as
 * readable static inline code.  Part of bbmm.h, after runtime.h, which
 * documents each public call; directory.h and fuse.h (before its own
 * code), scope.h and ranks.h (at its end) are parts of this file, which
 * alone includes them.
 *
 * State: the manager's data is a bbmm_manager, the first member of every
 * context (bbmm_mgr() returns it); the rest of a context (OpenCL objects,
 * queues, threads, settings) belongs to lib/.  The code here calls lib/
 * only for what must be compiled once: the context's lock, error
 * messages, device buffers and transfers (the bbmmi_ calls declared
 * in directory.h).  Every translation unit that includes bbmm.h works on the same
 * state, so this file allocates with the C library's calloc / realloc /
 * free whatever BBMM_MALLOC says, and needs the library's BBMM_MAX_DIMS.
 *
 * The directory.  The host array is the master copy.  Each resident box
 * keeps two disjoint lists of regions:
 *   dirty  elements written on the device and not yet copied to the host;
 *   stale  elements for which a newer value exists elsewhere.
 * Invariants, for every array:
 *   - dirty regions of different resident boxes never overlap, so the
 *     newest value of an element is in the one box that holds it dirty, or
 *     else on the host;
 *   - an element of a resident box outside its stale list holds the newest
 *     value.
 * A write (bbmm_bb_mark_written) makes the written elements dirty in the
 * writer and stale everywhere else; a refresh (readin, acquire) makes a
 * box's stale elements current again, from valid boxes on the same device
 * first (intra-device copies), then from the host after the owner of any
 * newer value has copied it there.  Nothing is ever read stale and nothing
 * dirty is freed before it reaches the host.
 *
 * Locking: every public call here takes the context's lock
 * (bbmmi_lock); the bbmmi_mgr_ helpers run with it held.
 *
 * Files: this one holds the buffer manager itself (bb_present, bb_alloc,
 * LRU eviction, bb_readin, acquire, flow-in / flow-out, release,
 * bb_cleanup); the state and the directory are in directory.h, allocation
 * fusion and the buffer pools in fuse.h (both included before it), host
 * arrays and data scopes in scope.h and several ranks in ranks.h (both
 * included at its end).
 */
#ifndef BBMM_MANAGER_H
#define BBMM_MANAGER_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "status.h"
#include "box.h"
#include "runtime.h"

#if BBMM_MAX_DIMS != 8
#error "the BBMM runtime is built with BBMM_MAX_DIMS 8: include bbmm/box.h alone to use the box algebra with fewer dimensions"
#endif

/* The manager's state and lookups, allocation fusion and the buffer
 * pools, then the transfers, the coherence directory and the device
 * lists: what the buffer manager below is made of. */
#include "directory.h"
#include "fuse.h"
#include "coherence.h"

BBMM_EXTERN_C_BEGIN

/* Several ranks (ranks.h, included at the end of this file). */
struct bbmmi_rdir;
/* The places where the ranks agree (bbmmi_rank_agree_at): every rank must
 * reach the same ones, in the same order, with the same sizes. */
enum {
    BBMMI_AT_CREATE,      /* a context is made */
    BBMMI_AT_RUN_BEGIN,   /* a run of a nest starts */
    BBMMI_AT_RUN_END,     /* and ends */
    BBMMI_AT_UNREGISTER,  /* an array is unregistered (a region's or a data scope's end) */
    BBMMI_AT_SYNC,        /* bbmm_array_sync */
    BBMMI_AT_UPDATE_HOST, /* bbmm_update_host */
    BBMMI_AT_DESTROY      /* a context is destroyed (at exit, for the default one) */
};
BBMM_API bbmm_status bbmmi_ranks_gather(bbmm_context *ctx, bbmmi_array *a, int all, int at, bbmm_status st);
BBMM_API bbmm_status bbmmi_ranks_adopt(bbmm_context *ctx, bbmmi_array *a);
BBMM_API void bbmmi_ranks_forget(bbmm_context *ctx, bbmmi_array *a);
BBMM_API void bbmmi_ranks_shutdown(bbmm_context *ctx);
BBMM_API void bbmmi_rdir_free(struct bbmmi_rdir *d);
BBMM_API void bbmmi_rdir_clear(struct bbmmi_rdir *d);
int bbmmi_rank_gather_all(const bbmm_context *ctx);

/* Add to "out" the parts of the boxes of "l" that lie in "b". */
BBMM_API bbmm_status bbmmi_mgr_clip_into(const bbmm_box_list *l, const bbmm_box *b, bbmm_box_list *out)
{
    bbmm_status st = BBMM_OK;
    bbmm_box k;
    size_t i;
    for (i = 0; i < l->n && st == BBMM_OK; i++)
        if (bbmm_bb_intersection(&l->v[i], b, &k))
            st = bbmmi_mgr_list_add(out, &k);
    return st;
}

/* LRU eviction (below bbmm_bb_alloc, which makes room with it). */
BBMM_API bbmm_status bbmmi_mgr_evict_one(bbmm_context *ctx, int dev);

/* ---- the buffer manager --------------------------------------------- */

/* Check device index "dev" and that "box" is a non-empty box inside "a". */
BBMM_API bbmm_status bbmmi_mgr_check_box(bbmm_context *ctx, int dev, const bbmmi_array *a, const bbmm_box *box)
{
    bbmm_box whole = bbmmi_mgr_array_box(a);
    char b1[256], b2[256];
    if (dev < 0 || dev >= bbmm_mgr(ctx)->ndev)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "device %d does not exist (%d devices)", dev, bbmm_mgr(ctx)->ndev);
    if (!box || box->ndim != a->ndim || bbmm_bb_is_empty(box) || !bbmm_bb_is_subset(box, &whole))
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "box %s is empty or not inside array %s %s",
                           box ? bbmm_bb_format(box, b1, sizeof(b1)) : "(null)", a->name,
                           bbmm_bb_format(&whole, b2, sizeof(b2)));
    return BBMM_OK;
}

/* Table II, bb_present: the smallest resident box on "dev" that holds
 * "box" (exact or subsumed), under BBMM_REUSE. */
BBMM_API bbmm_status bbmm_bb_present(bbmm_context *ctx, int dev, bbmm_array ha, const bbmm_box *box, int *found,
                            bbmm_placement *where)
{
    bbmmi_array *a;
    bbmmi_resident *x, *best = NULL;
    uint64_t best_bytes = UINT64_MAX;
    bbmm_status st;
    bbmmi_mgr_clock c;
    if (found)
        *found = 0;
    if (!ctx || !found)
        return BBMM_ERR_INVALID;
    bbmmi_lock(ctx);
    c = bbmmi_mgr_begin(ctx);
    a = bbmmi_mgr_array(ctx, ha);
    st = a ? bbmmi_mgr_check_box(ctx, dev, a, box) : BBMM_ERR_NOT_FOUND;
    for (x = st == BBMM_OK && bbmm_mgr(ctx)->reuse ? a->residents : NULL; x; x = x->anext)
        if (x->dev == dev && x->bytes < best_bytes && bbmm_bb_is_subset(box, &x->box)) {
            best = x;
            best_bytes = x->bytes;
        }
    if (best) {
        *found = 1;
        bbmmi_mgr_placement(best, where);
    }
    bbmmi_mgr_end(ctx, c, dev, st);
    bbmmi_unlock(ctx);
    return st;
}

/* Return nonzero when "bytes" more do not fit the budget of device "d"
 * (live boxes, pooled buffers and the rest of shared buffers count). */
BBMM_API int bbmmi_mgr_over(const bbmmi_store *d, uint64_t bytes)
{
    return d->stats.alloc_bytes + d->pool_bytes + d->fused_held + bytes > d->mem_limit;
}

/* A pooled buffer of the size of "x" (its shared buffer and offset into
 * x->group and x->goff), or NULL.  Under BBMM_OVERLAP one that no queued
 * command uses comes first; then a busy one given back two or more runs
 * ago; then a busy one only when a new buffer would not fit the budget.
 * The first copy into a busy buffer, on the side queue, waits for its
 * last user.  A moving box (floyd's row k on a device that does not own
 * it) so takes turns between two buffers: row k+1's copy overlaps the
 * kernel reading row k and waits only for the kernel before it, and
 * the look-ahead's runs in flight make no buffer of their own. */
BBMM_API bbmm_buf bbmmi_mgr_pool_take_for(bbmm_context *ctx, bbmmi_store *d, bbmmi_resident *x)
{
    uint64_t runs = bbmm_mgr(ctx)->runs;
    int i, busy = -1, old = -1;
    if (!bbmm_setting_overlap(ctx))
        return bbmmi_mgr_pool_take(d, x->bytes, &x->group, &x->goff);
    for (i = d->npool - 1; i >= 0; i--) {
        if (d->pool_size[i] != x->bytes)
            continue;
        if (!bbmmi_buffer_busy(ctx, x->dev, d->pool[i]))
            break;
        if (busy < 0)
            busy = i;
        if (d->pool_run[i] + 2 <= runs && (old < 0 || d->pool_run[i] < d->pool_run[old]))
            old = i;
    }
    if (i < 0 && old >= 0)
        i = old;
    if (i < 0 && (busy < 0 || !bbmmi_mgr_over(d, x->bytes)))
        return NULL;
    if (i < 0)
        i = busy;
    x->group = d->pool_group[i];
    x->goff = d->pool_off[i];
    return bbmmi_mgr_pool_remove(d, i);
}

/* Free room on device "dev" for "x": a pooled buffer of its size is taken
 * (into x->mem) when there is one; otherwise pooled buffers are released,
 * then unused boxes evicted in LRU order, until "x" fits. */
BBMM_API bbmm_status bbmmi_mgr_free_room(bbmm_context *ctx, bbmmi_resident *x)
{
    bbmmi_store *d = &bbmm_mgr(ctx)->store[x->dev];
    bbmm_status st;
    char b[256];
    for (;;) {
        if ((x->mem = bbmmi_mgr_pool_take_for(ctx, d, x)) != NULL || !bbmmi_mgr_over(d, x->bytes))
            return BBMM_OK;
        if (bbmmi_mgr_pool_drop(d))
            continue;
        if (!d->unused.head)
            return bbmmi_error(ctx, BBMM_ERR_DEVICE_NOMEM,
                               "box %s of array %s needs %llu bytes on device %d: %llu of %llu budget "
                               "bytes are held by boxes in use",
                               bbmm_bb_format(&x->box, b, sizeof(b)), x->array->name,
                               (unsigned long long)x->bytes, x->dev,
                               (unsigned long long)d->stats.alloc_bytes, (unsigned long long)d->mem_limit);
        if ((st = bbmmi_mgr_evict_one(ctx, x->dev)) != BBMM_OK)
            return st;
    }
}

/* Give "x" a buffer on its device within the budget (see bbmmi_mgr_free_room);
 * when the device itself runs out first, free more and retry. */
BBMM_API bbmm_status bbmmi_mgr_make_room(bbmm_context *ctx, bbmmi_resident *x)
{
    bbmmi_store *d = &bbmm_mgr(ctx)->store[x->dev];
    bbmm_status st;
    char b[256];
    if (x->bytes > d->mem_limit)
        return bbmmi_error(ctx, BBMM_ERR_DEVICE_NOMEM,
                           "box %s of array %s needs %llu bytes; device %d budget is %llu bytes",
                           bbmm_bb_format(&x->box, b, sizeof(b)), x->array->name,
                           (unsigned long long)x->bytes, x->dev, (unsigned long long)d->mem_limit);
    for (;;) {
        if ((st = bbmmi_mgr_free_room(ctx, x)) != BBMM_OK)
            return st;
        if (x->mem) {
            d->stats.pooled++;
            return BBMM_OK;
        }
        st = bbmmi_buffer_create(ctx, x->dev, x->bytes, &x->mem);
        if (st != BBMM_ERR_DEVICE_NOMEM || (!d->npool && !d->unused.head))
            return st;
        if (!bbmmi_mgr_pool_drop(d) && (st = bbmmi_mgr_evict_one(ctx, x->dev)) != BBMM_OK)
            return st;
    }
}

/* Beyond the paper, BBMM_ALLOC unset: the box to allocate in place of
 * "box" of array "ha" on "dev".  Regions that reach one array in different
 * shapes (NPB SP's rhs[0..2][*][1..n][1..n] in one sweep, rhs[m][*][*][k]
 * in the next) would each get a box of their own over part of the others',
 * and every run would then refresh one box from another on the device (a
 * copy per run, and no run to replay).  So "box" grows to the hull of it
 * and of every box of the array on "dev" that it overlaps, again until
 * none overlaps, taking only boxes no tile uses and made before the
 * current run (the tiles of one run would otherwise grow a box tile by
 * tile), none of them freed at the end of a serial iteration; the boxes
 * inside the hull are then absorbed (bbmmi_mgr_absorb: their data copied
 * once, they are freed).  A step is taken only while the hull holds at
 * most twice the elements of its parts and takes at most a quarter of the
 * device's budget, without evicting anything: under memory pressure the
 * boxes stay the paper's. */
BBMM_API bbmm_box bbmm_bb_merged(bbmm_context *ctx, int dev, bbmm_array ha, const bbmm_box *box, unsigned flags)
{
    bbmm_box g = *box, h;
    const bbmmi_resident *y;
    const bbmmi_array *a;
    const bbmmi_store *d;
    uint64_t parts, hv, yv, bytes;
    int grew = 1;
    if (!ctx || (flags & BBMM_BOX_ITER_LOCAL) || bbmm_bb_volume(box, &parts) != BBMM_OK)
        return g;
    bbmmi_lock(ctx);
    a = bbmmi_mgr_array(ctx, ha);
    d = a && dev >= 0 && dev < bbmm_mgr(ctx)->ndev ? &bbmm_mgr(ctx)->store[dev] : NULL;
    while (d && grew) {
        grew = 0;
        for (y = a->residents; y; y = y->anext) {
            if (y->dev != dev || y->uses || y->born >= bbmm_mgr(ctx)->runs || (y->flags & BBMM_BOX_ITER_LOCAL) ||
                !bbmm_bb_overlaps(&y->box, &g) || bbmm_bb_is_subset(&y->box, &g))
                continue;
            h = bbmm_bb_convex_union(&g, &y->box);
            if (bbmm_bb_volume(&y->box, &yv) != BBMM_OK || bbmm_add_overflow_u64(parts, yv, &yv) ||
                bbmm_bb_volume(&h, &hv) != BBMM_OK || hv / 2 > yv ||
                bbmm_mul_overflow_u64(hv, a->elem, &bytes) || bytes > d->mem_limit / 4 || bbmmi_mgr_over(d, bytes))
                continue;
            g = h;
            parts = yv;
            grew = 1;
        }
    }
    bbmmi_unlock(ctx);
    return g;
}

/* Table II, bb_alloc: a new resident box, all stale, in the unused list;
 * room comes from the pool, then from LRU eviction (bbmmi_mgr_make_room).
 * An iteration-local box that takes from the pool the buffer a box of
 * the same array and extents gave back at the end of the last run (a
 * recurring nest's moving box) is counted as moved, not allocated. */
BBMM_API int bbmmi_mgr_moving(bbmm_context *ctx, const bbmmi_array *a, int dev, const bbmm_box *box);

BBMM_API bbmm_status bbmm_bb_alloc(bbmm_context *ctx, int dev, bbmm_array ha, const bbmm_box *box, unsigned flags,
                          bbmm_placement *where)
{
    bbmmi_array *a;
    bbmmi_resident *x = NULL;
    bbmm_status st;
    uint64_t vol = 0;
    bbmmi_mgr_clock c;
    int moved = 0;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_lock(ctx);
    c = bbmmi_mgr_begin(ctx);
    a = bbmmi_mgr_array(ctx, ha);
    st = a ? bbmmi_mgr_check_box(ctx, dev, a, box) : BBMM_ERR_NOT_FOUND;
    if (st == BBMM_OK && (bbmm_bb_volume(box, &vol) || bbmm_mul_overflow_u64(vol, a->elem, &vol)))
        st = bbmmi_error(ctx, BBMM_ERR_OVERFLOW, "box size of array %s overflows", a->name);
    if (st == BBMM_OK && !(x = (bbmmi_resident *)calloc(1, sizeof(*x))))
        st = bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_bb_alloc: out of host memory");
    if (st == BBMM_OK) {
        const bbmmi_resident *y;
        x->array = a;
        x->dev = dev;
        x->box = *box;
        x->bytes = vol;
        x->flags = flags;
        x->born = bbmm_mgr(ctx)->runs;
        st = bbmmi_mgr_list_add(&x->stale, box);
        bbmm_manager *m = bbmm_mgr(ctx);
        int r, over;
        for (y = a->residents; y && !(y->dev == dev && bbmm_bb_overlaps(&y->box, box)); y = y->anext)
            ;
        over = y != NULL; /* a box over part of one here, or of one here lately (freed at the end of its
                             serial iteration, say) */
        for (r = 0; r < BBMMI_RECENT && !over; r++)
            over = m->recent[r].array == (uint64_t)a->id && m->recent[r].dev == dev &&
                   bbmm_bb_overlaps(&m->recent[r].box, box);
        m->overlapping += (uint64_t)over;
        m->recent[m->nrecent].array = (uint64_t)a->id;
        m->recent[m->nrecent].dev = dev;
        m->recent[m->nrecent].box = *box;
        m->nrecent = (m->nrecent + 1) % BBMMI_RECENT;
    }
    if (st == BBMM_OK && !bbmmi_fuse_take(ctx, x)) {
        uint64_t pooled = bbmm_mgr(ctx)->store[dev].stats.pooled;
        st = bbmmi_mgr_make_room(ctx, x);
        /* a moving box (floyd's row k on a device that does not own it)
         * into the buffer its last place gave back: no allocation */
        if (st == BBMM_OK && bbmm_mgr(ctx)->store[dev].stats.pooled > pooled && (flags & BBMM_BOX_ITER_LOCAL) &&
            bbmmi_mgr_moving(ctx, a, dev, box)) {
            bbmm_mgr(ctx)->store[dev].stats.pooled--;
            bbmm_mgr(ctx)->store[dev].stats.moved++;
            moved = 1;
        }
    }
    if (st != BBMM_OK) {
        if (x)
            bbmm_box_list_free(&x->stale);
        free(x);
        bbmmi_mgr_end(ctx, c, dev, st);
        bbmmi_unlock(ctx);
        return st;
    }
    x->id = ++bbmm_mgr(ctx)->next_resident;
    x->hnext = bbmm_mgr(ctx)->hash[x->id % BBMMI_HASH_BUCKETS];
    bbmm_mgr(ctx)->hash[x->id % BBMMI_HASH_BUCKETS] = x;
    x->anext = a->residents;
    if (a->residents)
        a->residents->aprev = x;
    a->residents = x;
    bbmmi_mgr_append(&bbmm_mgr(ctx)->store[dev].unused, x);
    bbmm_mgr(ctx)->store[dev].stats.alloc_bytes += x->bytes;
    bbmm_mgr(ctx)->store[dev].stats.allocations += !moved;
    if (bbmm_mgr(ctx)->store[dev].stats.alloc_bytes > bbmm_mgr(ctx)->store[dev].stats.alloc_peak)
        bbmm_mgr(ctx)->store[dev].stats.alloc_peak = bbmm_mgr(ctx)->store[dev].stats.alloc_bytes;
    bbmmi_mgr_placement(x, where);
    bbmmi_mgr_end(ctx, c, dev, BBMM_OK);
    bbmmi_unlock(ctx);
    return BBMM_OK;
}

/* ---- LRU eviction --------------------------------------------------- */

/* Release "x" and its memory without writing anything back. */
BBMM_API void bbmmi_mgr_destroy(bbmm_context *ctx, bbmmi_resident *x)
{
    bbmmi_resident **h = &bbmm_mgr(ctx)->hash[x->id % BBMMI_HASH_BUCKETS];
    bbmm_stats *s = &bbmm_mgr(ctx)->store[x->dev].stats;
    bbmmi_mgr_unlink(bbmmi_mgr_list_of(ctx, x), x);
    if (x->aprev)
        x->aprev->anext = x->anext;
    else
        x->array->residents = x->anext;
    if (x->anext)
        x->anext->aprev = x->aprev;
    while (*h != x)
        h = &(*h)->hnext;
    *h = x->hnext;
    bbmmi_mgr_pool_put(&bbmm_mgr(ctx)->store[x->dev], x->mem, x->bytes, x->group, x->goff, bbmm_mgr(ctx)->runs);
    s->alloc_bytes -= x->bytes;
    s->frees++;
    bbmm_box_list_free(&x->dirty);
    bbmm_box_list_free(&x->stale);
    bbmm_box_list_free(&x->fresh);
    bbmm_box_list_free(&x->carried);
    free(x);
}

/* Free array "a" and its residents (no write-back). */
BBMM_API void bbmmi_mgr_array_destroy(bbmm_context *ctx, bbmmi_array *a)
{
    int d;
    if (bbmm_mgr(ctx)->check_scopes)
        bbmmi_check_guard(a->host, a->bytes, a->elem, a->name, 0);
    while (a->residents)
        bbmmi_mgr_destroy(ctx, a->residents);
    for (d = 0; d < bbmm_mgr(ctx)->ndev; d++)
        bbmm_box_list_free(&a->evicted[d]);
    bbmmi_rdir_free(a->rdir);
    if (bbmmi_mgr_array_at(bbmm_mgr(ctx), a->id) == a) {
        bbmm_manager *m = bbmm_mgr(ctx);
        m->arrays[BBMMI_ARRAY_SLOT(a->id) - 1] = NULL;
        if (m->nfree == m->free_cap) { /* else the slot is not reused: only the loops grow */
            uint32_t cap = m->free_cap ? m->free_cap * 2 : 16;
            uint32_t *nv = (uint32_t *)realloc(m->free_slots, cap * sizeof(*nv));
            if (nv) {
                m->free_slots = nv;
                m->free_cap = cap;
            }
        }
        if (m->nfree < m->free_cap)
            m->free_slots[m->nfree++] = BBMMI_ARRAY_SLOT(a->id);
    }
    free(a->evicted);
    free(a);
}

/* Write back the dirty parts of unused box "x" (as "p"), then free it. */
BBMM_API bbmm_status bbmmi_mgr_free(bbmm_context *ctx, bbmmi_resident *x, bbmm_purpose p)
{
    bbmm_status st = bbmmi_mgr_write_back(ctx, x, p);
    if (st != BBMM_OK)
        return st;
    bbmmi_mgr_destroy(ctx, x);
    return BBMM_OK;
}

/* Evict unused box "x" (box-out) and remember its region, so reading it
 * back later counts as box-in. */
BBMM_API bbmm_status bbmmi_mgr_evict(bbmm_context *ctx, bbmmi_resident *x)
{
    int dev = x->dev;
    bbmm_box_list *ev = &x->array->evicted[dev];
    bbmm_box b = x->box;
    bbmm_status st = bbmmi_mgr_free(ctx, x, BBMM_PURPOSE_BOXOUT);
    if (st != BBMM_OK)
        return st;
    bbmm_mgr(ctx)->store[dev].stats.evictions++;
    return bbmmi_mgr_list_add(ev, &b);
}

/* Evict the least recently used unused box of device "dev". */
BBMM_API bbmm_status bbmmi_mgr_evict_one(bbmm_context *ctx, int dev)
{
    return bbmmi_mgr_evict(ctx, bbmm_mgr(ctx)->store[dev].unused.head);
}

static inline bbmm_status bbmmi_mgr_op_evict(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    (void)arg;
    return x->uses ? BBMM_ERR_BUSY : bbmmi_mgr_evict(ctx, x);
}

/* Evict resident box "r" now, as LRU eviction would (box-out, counted as
 * an eviction); BBMM_ERR_BUSY, and nothing done, while a tile uses it. */
BBMM_API bbmm_status bbmmi_mgr_evict_resident(bbmm_context *ctx, bbmm_resident r);

BBMM_API bbmm_status bbmm_bb_evict_unused(bbmm_context *ctx, int dev)
{
    bbmm_status st = BBMM_OK;
    bbmmi_mgr_clock c;
    bbmmi_lock(ctx);
    c = bbmmi_mgr_begin(ctx);
    while (st == BBMM_OK && bbmm_mgr(ctx)->store[dev].unused.head)
        st = bbmmi_mgr_evict_one(ctx, dev);
    bbmmi_mgr_end(ctx, c, dev, st);
    bbmmi_unlock(ctx);
    return st;
}

/* Look up resident "r" under the lock and run "op" on it, timing the work
 * as manager time of its device. */
BBMM_API bbmm_status bbmmi_mgr_with_resident(bbmm_context *ctx, bbmm_resident r,
                                     bbmm_status (*op)(bbmm_context *, bbmmi_resident *, const void *),
                                     const void *arg)
{
    bbmmi_resident *x;
    bbmm_status st;
    bbmmi_mgr_clock c;
    int dev = -1;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_lock(ctx);
    c = bbmmi_mgr_begin(ctx);
    x = bbmmi_mgr_resident(ctx, r);
    if (x)
        dev = x->dev;
    st = x ? op(ctx, x, arg) : BBMM_ERR_NOT_FOUND;
    bbmmi_mgr_end(ctx, c, dev, st);
    bbmmi_unlock(ctx);
    return st;
}

BBMM_API bbmm_status bbmmi_mgr_op_readin(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    (void)arg;
    return bbmmi_mgr_refresh(ctx, x);
}

/* Table II, bb_readin (Algorithm 3): intra-device copies from valid
 * overlapping boxes first, the rest from the host. */
BBMM_API bbmm_status bbmm_bb_readin(bbmm_context *ctx, bbmm_resident r)
{
    return bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_readin, NULL);
}

BBMM_API bbmm_status bbmmi_mgr_op_acquire(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    bbmm_status st;
    (void)arg;
    if (x->uses == 0) {
        bbmmi_mgr_unlink(&bbmm_mgr(ctx)->store[x->dev].unused, x);
        bbmmi_mgr_append(&bbmm_mgr(ctx)->store[x->dev].in_use, x);
    }
    x->uses++;
    st = bbmmi_mgr_refresh(ctx, x);
    if (st != BBMM_OK && --x->uses == 0) {
        bbmmi_mgr_unlink(&bbmm_mgr(ctx)->store[x->dev].in_use, x);
        bbmmi_mgr_append(&bbmm_mgr(ctx)->store[x->dev].unused, x);
    }
    return st;
}

BBMM_API bbmm_status bbmm_bb_acquire(bbmm_context *ctx, bbmm_resident r)
{
    return bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_acquire, NULL);
}

/* Arguments of bbmmi_mgr_op_acquire_for. */
typedef struct bbmmi_mgr_need_arg {
    const bbmm_box *need;
    size_t n;
} bbmmi_mgr_need_arg;

/* Move the dirty marks of "y" (also those of the current phase, and the
 * phase's pending writes by "y") to "x", which holds the same values. */
BBMM_API bbmm_status bbmmi_mgr_take_marks(bbmm_context *ctx, bbmmi_resident *x, bbmmi_resident *y)
{
    bbmm_status st = BBMM_OK;
    size_t i;
    for (i = 0; i < y->dirty.n && st == BBMM_OK; i++)
        st = bbmmi_mgr_list_add(&x->dirty, &y->dirty.v[i]);
    for (i = 0; i < y->fresh.n && st == BBMM_OK; i++)
        st = bbmmi_mgr_list_add(&x->fresh, &y->fresh.v[i]);
    for (i = 0; i < y->carried.n && st == BBMM_OK; i++)
        st = bbmmi_mgr_list_add(&x->carried, &y->carried.v[i]);
    for (i = 0; i < bbmm_mgr(ctx)->npending; i++)
        if (bbmm_mgr(ctx)->pending[i].writer == y->id)
            bbmm_mgr(ctx)->pending[i].writer = x->id;
    return st;
}

/* Copy into "x" every element of "y" (whose box lies inside "x") that is
 * stale in "x" or dirty in "y", from "y" only: inside a phase "x" may still
 * hold a value from before the phase that "y" overwrote. */
BBMM_API bbmm_status bbmmi_mgr_copy_from(bbmm_context *ctx, bbmmi_resident *x, bbmmi_resident *y)
{
    bbmm_box store[16];
    bbmm_box_list p;
    bbmm_status st;
    size_t i;
    bbmm_box_list_init(&p, store, 16);
    st = bbmmi_mgr_clip_into(&x->stale, &y->box, &p);
    for (i = 0; i < y->dirty.n && st == BBMM_OK; i++)
        st = bbmmi_mgr_list_add(&p, &y->dirty.v[i]);
    if (st == BBMM_OK)
        st = bbmmi_mgr_list_remove(&x->stale, &y->box);
    if (st == BBMM_OK)
        st = bbmmi_mgr_fill_from_peer(ctx, x, y, &p, BBMM_PURPOSE_READIN);
    for (i = 0; i < p.n && st == BBMM_OK; i++)
        st = bbmmi_mgr_list_add(&x->stale, &p.v[i]);
    bbmm_box_list_free(&p);
    return st;
}

/* Absorb into "x" every unused box of its array and device inside it
 * (unless that would make data that stays iteration-local): copy its valid
 * data, take its dirty marks, free it. */
BBMM_API bbmm_status bbmmi_mgr_absorb(bbmm_context *ctx, bbmmi_resident *x)
{
    bbmmi_resident *y, *next;
    bbmm_status st = BBMM_OK;
    for (y = x->array->residents; y && st == BBMM_OK; y = next) {
        next = y->anext;
        if (y == x || y->dev != x->dev || y->uses || !bbmm_bb_is_subset(&y->box, &x->box) ||
            ((x->flags & BBMM_BOX_ITER_LOCAL) && !(y->flags & BBMM_BOX_ITER_LOCAL)))
            continue;
        st = bbmmi_mgr_copy_from(ctx, x, y);
        if (st == BBMM_OK)
            st = bbmmi_mgr_take_marks(ctx, x, y);
        if (st == BBMM_OK) {
            x->flags |= y->flags & (BBMM_BOX_READ | BBMM_BOX_WRITE);
            bbmmi_mgr_destroy(ctx, y);
        }
    }
    return st;
}

BBMM_API bbmm_status bbmmi_mgr_op_acquire_for(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    const bbmmi_mgr_need_arg *na = (const bbmmi_mgr_need_arg *)arg;
    bbmm_status st;
    if (x->uses == 0) {
        bbmmi_mgr_unlink(&bbmm_mgr(ctx)->store[x->dev].unused, x);
        bbmmi_mgr_append(&bbmm_mgr(ctx)->store[x->dev].in_use, x);
    }
    x->uses++;
    st = bbmm_mgr(ctx)->reuse ? bbmmi_mgr_absorb(ctx, x) : BBMM_OK;
    if (st == BBMM_OK)
        st = bbmmi_mgr_refresh_need(ctx, x, na->need, na->n, BBMM_PURPOSE_READIN);
    if (st != BBMM_OK && --x->uses == 0) {
        bbmmi_mgr_unlink(&bbmm_mgr(ctx)->store[x->dev].in_use, x);
        bbmmi_mgr_append(&bbmm_mgr(ctx)->store[x->dev].unused, x);
    }
    return st;
}

BBMM_API bbmm_status bbmm_bb_acquire_for(bbmm_context *ctx, bbmm_resident r, const bbmm_box *need, size_t nneed)
{
    bbmmi_mgr_need_arg na;
    if (!need && nneed)
        return BBMM_ERR_INVALID;
    na.need = need;
    na.n = nneed;
    return bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_acquire_for, &na);
}

/* Inside a phase: bring "iy" of "y" up to date from "src", which just wrote
 * it and copied it to the host: by an intra-device copy from "src" on the
 * same device (never from another box there: it may still hold the value
 * from before the phase, not yet marked stale), else from the host. */
BBMM_API bbmm_status bbmmi_mgr_flow_into(bbmm_context *ctx, bbmmi_resident *y, bbmmi_resident *src, const bbmm_box *iy)
{
    bbmm_status st = y->dev == src->dev ? bbmmi_mgr_d2d(ctx, y, src, iy, BBMM_PURPOSE_FLOWIN)
                                        : bbmmi_mgr_load_from_host(ctx, y, iy, BBMM_PURPOSE_FLOWIN, 0);
    return st != BBMM_OK ? st : bbmmi_mgr_list_remove(&y->stale, iy);
}

BBMM_API bbmm_status bbmmi_mgr_op_flowin(bbmm_context *ctx, bbmmi_resident *src, const void *arg)
{
    const bbmm_box *region = (const bbmm_box *)arg;
    bbmmi_resident *y;
    bbmm_status st = BBMM_OK;
    bbmm_box iy;
    if (!region)
        return BBMM_OK;
    for (y = src->array->residents; y && st == BBMM_OK; y = y->anext) {
        if (y == src || !bbmm_bb_intersection(&y->box, region, &iy))
            continue;
        if (bbmm_mgr(ctx)->phase)
            st = bbmmi_mgr_flow_into(ctx, y, src, &iy);
        else if (y->stale.n)
            st = bbmmi_mgr_refresh_need(ctx, y, &iy, 1, BBMM_PURPOSE_FLOWIN);
    }
    if (st == BBMM_OK && bbmm_mgr(ctx)->phase)
        st = bbmmi_mgr_pending(ctx, src->array, 0, -1, region);
    return st;
}

/* Table III, flowin: after a flowout of "region" by "src", update every
 * other resident box that holds part of it. */
BBMM_API bbmm_status bbmm_bb_flowin(bbmm_context *ctx, bbmm_resident src, const bbmm_box *region)
{
    return bbmmi_mgr_with_resident(ctx, src, bbmmi_mgr_op_flowin, region);
}

BBMM_API bbmm_status bbmmi_mgr_op_flowin_local(bbmm_context *ctx, bbmmi_resident *src, const void *arg)
{
    const bbmm_box *region = (const bbmm_box *)arg;
    bbmmi_resident *y;
    bbmm_status st = BBMM_OK;
    bbmm_box iy;
    for (y = src->array->residents; y && st == BBMM_OK && region; y = y->anext) {
        if (y == src || y->dev != src->dev || !bbmm_bb_intersection(&y->box, region, &iy))
            continue;
        if (bbmm_mgr(ctx)->phase)
            st = bbmmi_mgr_flow_into(ctx, y, src, &iy);
        else if (y->stale.n)
            st = bbmmi_mgr_refresh_need(ctx, y, &iy, 1, BBMM_PURPOSE_FLOWIN);
    }
    return st;
}

BBMM_API bbmm_status bbmm_bb_flowin_local(bbmm_context *ctx, bbmm_resident src, const bbmm_box *region)
{
    return bbmmi_mgr_with_resident(ctx, src, bbmmi_mgr_op_flowin_local, region);
}

/* Copy "iy" from the host into "y", less what "y" wrote in this phase
 * (its own newer values), and forget it as stale. */
BBMM_API bbmm_status bbmmi_mgr_flow_from_host(bbmm_context *ctx, bbmmi_resident *y, const bbmm_box *iy)
{
    bbmm_box store[16];
    bbmm_box_list parts;
    bbmm_status st;
    size_t i;
    bbmm_box_list_init(&parts, store, 16);
    st = bbmm_bb_subtract_list(iy, y->fresh.v, y->fresh.n, &parts);
    for (i = 0; i < parts.n && st == BBMM_OK; i++)
        st = bbmmi_mgr_load_from_host(ctx, y, &parts.v[i], BBMM_PURPOSE_FLOWIN, 0);
    for (i = 0; i < parts.n && st == BBMM_OK; i++)
        st = bbmmi_mgr_list_remove(&y->stale, &parts.v[i]);
    bbmm_box_list_free(&parts);
    return st;
}

BBMM_API bbmm_status bbmm_bb_flowin_remote(bbmm_context *ctx, bbmm_array ha, const bbmm_box *region, int src_dev)
{
    bbmmi_array *a;
    bbmmi_resident *y;
    bbmm_status st = BBMM_OK;
    bbmm_box iy;
    bbmmi_mgr_clock c;
    if (!ctx || !region)
        return BBMM_ERR_INVALID;
    bbmmi_lock(ctx);
    c = bbmmi_mgr_begin(ctx);
    a = bbmmi_mgr_array(ctx, ha);
    if (!a)
        st = BBMM_ERR_NOT_FOUND;
    for (y = a ? a->residents : NULL; y && st == BBMM_OK; y = y->anext) {
        if (y->dev == src_dev || !bbmm_bb_intersection(&y->box, region, &iy))
            continue;
        if (bbmm_mgr(ctx)->phase)
            st = bbmmi_mgr_flow_from_host(ctx, y, &iy);
        else if (y->stale.n)
            st = bbmmi_mgr_refresh_need(ctx, y, &iy, 1, BBMM_PURPOSE_FLOWIN);
    }
    if (st == BBMM_OK && bbmm_mgr(ctx)->phase)
        st = bbmmi_mgr_pending(ctx, a, 0, -1, region);
    bbmmi_mgr_end(ctx, c, -1, st);
    bbmmi_unlock(ctx);
    return st;
}

/* The flow-in of a lazy flow-out (bbmm_bb_flowout): inside a phase,
 * record that "region" of "ha" reached the copies on "src_dev" only
 * (bbmm_bb_flowin_local), so that at the end of the phase the copies of
 * other devices become stale there and are refreshed from the newest copy
 * when next read. */
BBMM_API bbmm_status bbmm_bb_flowin_mark_local(bbmm_context *ctx, bbmm_array ha, const bbmm_box *region, int src_dev)
{
    bbmmi_array *a;
    bbmm_status st = BBMM_OK;
    if (!ctx || !region)
        return BBMM_ERR_INVALID;
    bbmmi_lock(ctx);
    a = bbmmi_mgr_array(ctx, ha);
    if (!a)
        st = BBMM_ERR_NOT_FOUND;
    else if (bbmm_mgr(ctx)->phase)
        st = bbmmi_mgr_pending(ctx, a, 0, src_dev, region);
    bbmmi_unlock(ctx);
    return st;
}

BBMM_API bbmm_status bbmmi_mgr_op_mark(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    return bbmmi_mgr_mark_written(ctx, x, (const bbmm_box *)arg);
}

BBMM_API bbmm_status bbmm_bb_mark_written(bbmm_context *ctx, bbmm_resident r, const bbmm_box *written)
{
    return bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_mark, written);
}

BBMM_API bbmm_status bbmmi_mgr_op_release(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    bbmm_status st;
    if (x->uses == 0)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "resident box %llu released more often than acquired",
                           (unsigned long long)x->id);
    st = bbmmi_mgr_mark_written(ctx, x, (const bbmm_box *)arg);
    if (st != BBMM_OK)
        return st;
    if (--x->uses)
        return BBMM_OK;
    bbmmi_mgr_unlink(&bbmm_mgr(ctx)->store[x->dev].in_use, x);
    bbmmi_mgr_append(&bbmm_mgr(ctx)->store[x->dev].unused, x);
    return bbmm_mgr(ctx)->reuse ? BBMM_OK : bbmmi_mgr_free(ctx, x, BBMM_PURPOSE_BOXOUT);
}

BBMM_API bbmm_status bbmm_bb_release(bbmm_context *ctx, bbmm_resident r, const bbmm_box *written)
{
    return bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_release, written);
}

/* Arguments of bbmmi_mgr_op_to_host. */
typedef struct bbmmi_mgr_region_arg {
    const bbmm_box *region;
    bbmm_purpose purpose;
    void *buf;
} bbmmi_mgr_region_arg;

BBMM_API bbmm_status bbmmi_mgr_op_to_host(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    const bbmmi_mgr_region_arg *ra = (const bbmmi_mgr_region_arg *)arg;
    bbmm_box store[16], in;
    bbmm_box_list valid;
    bbmm_status st;
    size_t i;
    if (!ra->region || !bbmm_bb_intersection(&x->box, ra->region, &in))
        return BBMM_OK;
    /* a scratch array's write-out: its kept box only, the rest stays dirty
     * here (the newest copy, for whoever reads it later in the region) */
    if (ra->purpose == BBMM_PURPOSE_WRITEOUT && bbmmi_mgr_scratch(ctx, x->array) &&
        !bbmm_bb_intersection(&in, &x->array->keep, &in))
        return BBMM_OK;
    bbmm_box_list_init(&valid, store, 16);
    st = bbmm_bb_subtract_list(&in, x->stale.v, x->stale.n, &valid);
    bbmmi_fuse(&valid); /* transfer fusion */
    for (i = 0; i < valid.n && st == BBMM_OK; i++)
        st = bbmmi_mgr_d2h(ctx, x, &valid.v[i], ra->purpose, 1);
    bbmm_box_list_free(&valid);
    return st;
}

/* Table III, flowout and writeout: copy the current elements of "region"
 * in "r" to the host. */
BBMM_API bbmm_status bbmm_bb_to_host(bbmm_context *ctx, bbmm_resident r, const bbmm_box *region, bbmm_purpose purpose)
{
    bbmmi_mgr_region_arg ra;
    if ((unsigned)purpose >= BBMM_PURPOSE_COUNT)
        return BBMM_ERR_INVALID;
    ra.region = region;
    ra.purpose = purpose;
    ra.buf = NULL;
    return bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_to_host, &ra);
}

BBMM_API bbmm_status bbmmi_mgr_op_flowout(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    const bbmmi_mgr_region_arg *ra = (const bbmmi_mgr_region_arg *)arg;
    if (ra->buf) /* lazy: the newer values stay here */
        return BBMM_OK;
    return bbmmi_mgr_op_to_host(ctx, x, arg);
}

/* Before a run on several devices (lock held): write back what runs on one
 * device left newer than the host in array "a" (its flow-out lazy: it
 * stays dirty there, bbmm_bb_flowout).
 * Inside a run a tile reads what the run started with, and a box written
 * in the run is never pulled from (bbmmi_phase_begin), so such values
 * must be on the host when it starts: floyd's row k, read by every device
 * at step k and inside the may-write box of its owner's tile, which runs
 * first, was otherwise read from the host's older copy after the first
 * steps ran on one device. */
BBMM_API bbmm_status bbmmi_mgr_lazy_flush(bbmm_context *ctx, bbmmi_array *a)
{
    bbmmi_resident *x;
    bbmm_status st = BBMM_OK;
    if (!a->lazy)
        return BBMM_OK;
    for (x = a->residents; x && st == BBMM_OK; x = x->anext)
        st = bbmmi_mgr_write_back(ctx, x, BBMM_PURPOSE_FLOWOUT);
    if (st == BBMM_OK)
        a->lazy = 0;
    return st;
}

/* Late flow-out (bbmm_spec_flowout_late) of "region" of "r" in a run on
 * several devices: nothing is copied now.  The values stay dirty on this
 * device, and the next run's flow-outs usually copy them anyway (floyd's
 * element (k+2, k+1) written at step k is in its owner's row k+2, which
 * flows out at step k+1: copying it after step k as well cost a read and
 * a write per step).  What is still dirty of it two runs on goes to the
 * host before that run starts (bbmmi_mgr_late_flush): a tile of that run
 * may read it, and a run's tiles never pull values its own writes made
 * dirty.  Records of one region and array are merged. */
BBMM_API bbmm_status bbmmi_mgr_op_flow_late(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    bbmm_manager *m = bbmm_mgr(ctx);
    const bbmm_box *region = (const bbmm_box *)arg;
    size_t i;
    for (i = 0; i < m->nlate; i++)
        if (m->late[i].array == x->array->id && bbmm_bb_equal(&m->late[i].region, region)) {
            m->late[i].run = m->runs;
            return BBMM_OK;
        }
    if (m->nlate == m->late_cap) {
        size_t cap = m->late_cap ? 2 * m->late_cap : 16;
        bbmmi_late *nv = (bbmmi_late *)realloc(m->late, cap * sizeof(*nv));
        if (!nv)
            return bbmmi_error(ctx, BBMM_ERR_NOMEM, "out of host memory for late flow-outs");
        m->late = nv;
        m->late_cap = cap;
    }
    m->late[m->nlate].array = x->array->id;
    m->late[m->nlate].run = m->runs;
    m->late[m->nlate].region = *region;
    m->nlate++;
    return BBMM_OK;
}

BBMM_API bbmm_status bbmm_bb_flow_late(bbmm_context *ctx, bbmm_resident r, const bbmm_box *region)
{
    return region ? bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_flow_late, region) : BBMM_ERR_INVALID;
}

/* Before a run starts (lock held, outside a phase): the late flow-outs of
 * the runs before the last one that are still dirty somewhere go to the
 * host, counted as flow-out (bbmm_bb_flow_late). */
BBMM_API bbmm_status bbmmi_mgr_late_flush(bbmm_context *ctx)
{
    bbmm_manager *m = bbmm_mgr(ctx);
    bbmm_status st = BBMM_OK;
    size_t i, k = 0;
    for (i = 0; i < m->nlate; i++) {
        bbmmi_late *e = &m->late[i];
        bbmmi_array *a = bbmmi_mgr_array_at(m, e->array);
        bbmmi_resident *y;
        bbmm_box ib;
        if (st != BBMM_OK || (a && e->run >= m->runs)) {
            m->late[k++] = *e; /* kept: too recent, or not reached after a failure */
            continue;
        }
        for (y = a ? a->residents : NULL; y && st == BBMM_OK; y = y->anext)
            while (st == BBMM_OK && bbmmi_mgr_find_dirty(y, &e->region, &ib))
                st = bbmmi_mgr_d2h(ctx, y, &ib, BBMM_PURPOSE_FLOWOUT, 0);
        if (st != BBMM_OK)
            m->late[k++] = *e;
    }
    m->nlate = k;
    return st;
}

/* Table III, flowout of "region" of "r" (the elements its tile wrote that
 * later tiles read): copy them to the host, for bbmm_bb_flowin_remote.
 * With "lazy" (the run that wrote them uses one device) nothing is copied:
 * the newer values stay on this device, dirty in the directory, and reach
 * whoever needs them later (the host at write-out or sync, a box of
 * another device at its read-in); pair it with bbmm_bb_flowin_local and
 * bbmm_bb_flowin_mark_local, never with bbmm_bb_flowin_remote. */
BBMM_API bbmm_status bbmm_bb_flowout(bbmm_context *ctx, bbmm_resident r, const bbmm_box *region, int lazy)
{
    bbmmi_mgr_region_arg ra;
    ra.region = region;
    ra.purpose = BBMM_PURPOSE_FLOWOUT;
    ra.buf = lazy ? (void *)&ra : NULL;
    return bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_flowout, &ra);
}

BBMM_API bbmm_status bbmmi_mgr_op_free(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    (void)arg;
    if (x->uses)
        return bbmmi_error(ctx, BBMM_ERR_BUSY, "resident box %llu is in use", (unsigned long long)x->id);
    return bbmmi_mgr_free(ctx, x, BBMM_PURPOSE_WRITEOUT);
}

BBMM_API bbmm_status bbmm_bb_free(bbmm_context *ctx, bbmm_resident r)
{
    return bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_free, NULL);
}

BBMM_API bbmm_status bbmmi_mgr_evict_resident(bbmm_context *ctx, bbmm_resident r)
{
    return bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_evict, NULL);
}

BBMM_API bbmm_status bbmmi_mgr_op_placement(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    (void)ctx;
    bbmmi_mgr_placement(x, (bbmm_placement *)(uintptr_t)arg);
    return BBMM_OK;
}

BBMM_API bbmm_status bbmm_bb_placement(bbmm_context *ctx, bbmm_resident r, bbmm_placement *where)
{
    if (!where)
        return BBMM_ERR_INVALID;
    return bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_placement, where);
}

/* Check that "region" lies inside resident box "x". */
BBMM_API bbmm_status bbmmi_mgr_check_region(bbmm_context *ctx, const bbmmi_resident *x, const bbmm_box *region)
{
    char b1[256], b2[256];
    if (!region || region->ndim != x->box.ndim || bbmm_bb_is_empty(region) ||
        !bbmm_bb_is_subset(region, &x->box))
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "region %s is empty or not inside resident box %s",
                           region ? bbmm_bb_format(region, b1, sizeof(b1)) : "(null)",
                           bbmm_bb_format(&x->box, b2, sizeof(b2)));
    return BBMM_OK;
}

/* The view of the packed user buffer of "ra" (elements of "x"'s array). */
BBMM_API bbmmi_view bbmmi_mgr_packed_view(const bbmmi_resident *x, const bbmmi_mgr_region_arg *ra)
{
    bbmmi_view v;
    memset(&v, 0, sizeof(v));
    v.host = (char *)ra->buf;
    v.bounds = *ra->region;
    v.elem = x->array->elem;
    return v;
}

BBMM_API bbmm_status bbmmi_mgr_op_write_region(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    const bbmmi_mgr_region_arg *ra = (const bbmmi_mgr_region_arg *)arg;
    bbmmi_view src, dst = bbmmi_mgr_dev_view(x);
    bbmm_status st2, st = bbmmi_mgr_check_region(ctx, x, ra->region);
    if (st != BBMM_OK)
        return st;
    src = bbmmi_mgr_packed_view(x, ra);
    st = bbmmi_transfer(ctx, x->dev, &dst, &src, ra->region);
    if (st == BBMM_OK)
        bbmmi_mgr_count(&bbmm_mgr(ctx)->store[x->dev].stats.h2d[BBMM_PURPOSE_USER], x->array, ra->region);
    st2 = bbmmi_mgr_mark_written(ctx, x, ra->region);
    return st != BBMM_OK ? st : st2;
}

BBMM_API bbmm_status bbmm_bb_write_region(bbmm_context *ctx, bbmm_resident r, const bbmm_box *region, const void *src)
{
    bbmmi_mgr_region_arg ra;
    if (!src)
        return BBMM_ERR_INVALID;
    ra.region = region;
    ra.purpose = BBMM_PURPOSE_USER;
    ra.buf = (void *)(uintptr_t)src;
    return bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_write_region, &ra);
}

BBMM_API bbmm_status bbmmi_mgr_op_read_region(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    const bbmmi_mgr_region_arg *ra = (const bbmmi_mgr_region_arg *)arg;
    bbmmi_view dst, src = bbmmi_mgr_dev_view(x);
    bbmm_status st = bbmmi_mgr_check_region(ctx, x, ra->region);
    if (st == BBMM_OK)
        st = bbmmi_mgr_refresh(ctx, x);
    if (st != BBMM_OK)
        return st;
    dst = bbmmi_mgr_packed_view(x, ra);
    st = bbmmi_transfer(ctx, x->dev, &dst, &src, ra->region);
    if (st == BBMM_OK)
        bbmmi_mgr_count(&bbmm_mgr(ctx)->store[x->dev].stats.d2h[BBMM_PURPOSE_USER], x->array, ra->region);
    return st;
}

BBMM_API bbmm_status bbmm_bb_read_region(bbmm_context *ctx, bbmm_resident r, const bbmm_box *region, void *dst)
{
    bbmmi_mgr_region_arg ra;
    if (!dst)
        return BBMM_ERR_INVALID;
    ra.region = region;
    ra.purpose = BBMM_PURPOSE_USER;
    ra.buf = dst;
    return bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_read_region, &ra);
}

/* Free the unused iteration-local boxes of device "dev", noting which
 * (bbmmi_store.left) for the next run's boxes that move into their
 * buffers. */
BBMM_API bbmm_status bbmmi_mgr_cleanup_device(bbmm_context *ctx, int dev)
{
    bbmmi_store *d = &bbmm_mgr(ctx)->store[dev];
    bbmmi_resident *x = d->unused.head, *next;
    bbmm_status st = BBMM_OK;
    if (d->left_run != bbmm_mgr(ctx)->runs)
        d->nleft = 0;
    d->left_run = bbmm_mgr(ctx)->runs;
    for (; x && st == BBMM_OK; x = next) {
        next = x->next;
        if (!(x->flags & BBMM_BOX_ITER_LOCAL))
            continue;
        if (!x->group && d->nleft < BBMMI_LEFT_MAX) {
            d->left[d->nleft].array = x->array->id;
            d->left[d->nleft++].box = x->box;
        }
        st = bbmmi_mgr_free(ctx, x, BBMM_PURPOSE_WRITEOUT);
    }
    return st;
}

/* Nonzero when an iteration-local "box" of array "a" on "dev" takes the
 * place of one of the same extents that the last run's bb_cleanup gave
 * back (bbmmi_mgr_cleanup_device), which it then forgets. */
BBMM_API int bbmmi_mgr_moving(bbmm_context *ctx, const bbmmi_array *a, int dev, const bbmm_box *box)
{
    bbmmi_store *d = &bbmm_mgr(ctx)->store[dev];
    int i, k;
    if (d->left_run + 1 < bbmm_mgr(ctx)->runs)
        d->nleft = 0; /* only from one run to the next */
    for (i = 0; i < d->nleft; i++) {
        const bbmm_box *y = &d->left[i].box;
        if (d->left[i].array != a->id || y->ndim != box->ndim)
            continue;
        for (k = 0; k < box->ndim && y->hi[k] - y->lo[k] == box->hi[k] - box->lo[k]; k++)
            ;
        if (k == box->ndim) {
            d->left[i] = d->left[--d->nleft];
            return 1;
        }
    }
    return 0;
}

/* Table II, bb_cleanup: free the unused iteration-local boxes. */
BBMM_API bbmm_status bbmm_bb_cleanup(bbmm_context *ctx, int dev)
{
    bbmm_status st = BBMM_OK;
    bbmmi_mgr_clock c;
    int d;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_lock(ctx);
    c = bbmmi_mgr_begin(ctx);
    if (dev < -1 || dev >= bbmm_mgr(ctx)->ndev)
        st = bbmmi_error(ctx, BBMM_ERR_INVALID, "device %d does not exist (%d devices)", dev, bbmm_mgr(ctx)->ndev);
    for (d = 0; d < bbmm_mgr(ctx)->ndev && st == BBMM_OK; d++)
        if (dev == -1 || dev == d)
            st = bbmmi_mgr_cleanup_device(ctx, d);
    bbmmi_mgr_end(ctx, c, dev, st);
    bbmmi_unlock(ctx);
    return st;
}

/* Free every array and resident box without writing anything back
 * (bbmm_context_destroy). */
BBMM_API void bbmmi_manager_shutdown(bbmm_context *ctx)
{
    uint32_t i;
    int d;
    for (i = 0; i < bbmm_mgr(ctx)->narrays; i++)
        if (bbmm_mgr(ctx)->arrays[i])
            bbmmi_mgr_array_destroy(ctx, bbmm_mgr(ctx)->arrays[i]);
    for (d = 0; d < bbmm_mgr(ctx)->ndev; d++) {
        bbmmi_store *s = &bbmm_mgr(ctx)->store[d];
        bbmmi_fplan *pl = s->fplan;
        int k;
        for (k = 0; pl && k < pl->n; k++) /* a placement left unended: its parts no box took */
            if (!pl->m[k].taken)
                bbmmi_mgr_buf_release(s, pl->m[k].sub, 0, pl->g);
        free(pl);
        s->fplan = NULL;
        while (bbmmi_mgr_pool_drop(s))
            ;
    }
    free(bbmm_mgr(ctx)->arrays);
    free(bbmm_mgr(ctx)->free_slots);
    bbmm_mgr(ctx)->free_slots = NULL;
    bbmm_mgr(ctx)->nfree = bbmm_mgr(ctx)->free_cap = 0;
    while (bbmm_mgr(ctx)->scopes) {
        bbmmi_scope *s = bbmm_mgr(ctx)->scopes;
        bbmm_mgr(ctx)->scopes = s->outer;
        while (s->rowblocks) {
            bbmmi_rowblock *b = s->rowblocks;
            s->rowblocks = b->next;
            free(b->mem);
            free(b->v);
            free(b);
        }
        free(s->hosts);
        free(s);
    }
    bbmmi_ranks_shutdown(ctx);
    free(bbmm_mgr(ctx)->pending);
    bbmm_mgr(ctx)->pending = NULL;
    bbmm_mgr(ctx)->npending = bbmm_mgr(ctx)->pending_cap = 0;
    free(bbmm_mgr(ctx)->late);
    bbmm_mgr(ctx)->late = NULL;
    bbmm_mgr(ctx)->nlate = bbmm_mgr(ctx)->late_cap = 0;
    bbmm_mgr(ctx)->arrays = NULL;
    bbmm_mgr(ctx)->narrays = bbmm_mgr(ctx)->arrays_cap = 0;
}

BBMM_EXTERN_C_END

#include "scope.h"
#include "rowblock.h"
#include "ranks.h"

#endif
