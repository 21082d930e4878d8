/* bbmm/tile.h - the tile API: Algorithm 4 of the paper as readable code.
 * Part of bbmm.h; see its manual.
 *
 * A run of one parallel nest (bbmm_nest, exec.h) is a loop over its tiles,
 * each on the device the distribution gives it (BBMM_DIST):
 *
 *     bbmm_tiles tl;
 *     bbmm_tile *t;
 *     bbmm_tiles_begin(ctx, &nest, &tl);          // cut the band into tiles
 *     while ((t = bbmm_tiles_next(&tl)) != NULL) { // tile + its device
 *         bbmm_tile_boxes(&tl, t);     // the tile's boxes (Fig. 6, Algorithm 1's
 *                                      // expressions) and allocation boxes
 *                                      // (Algorithm 2 or the BBMM_ALLOC baseline)
 *         bbmm_tile_place(&tl, t);     // bb_present / bb_alloc / bb_readin (Table II,
 *                                      // Algorithm 3); cuts a tile that does not fit
 *         bbmm_tile_launch(&tl, t);    // the kernel on the tile's boxes
 *         bbmm_tile_flowout(&tl, t);   // flowout + flowin (Table III)
 *         bbmm_tile_writeout(&tl, t);  // writeout (Table III)
 *         bbmm_tile_release(&tl, t);   // drop the uses of its boxes
 *     }
 *     bbmm_tiles_end(&tl);             // end of phase, bb_cleanup, look-ahead
 *
 * bbmm_run() is exactly this loop.  Nothing waits: every copy and kernel is
 * enqueued on the device's in-order queue, and copies through host memory
 * follow the other devices' commands on the same host region (OpenCL
 * events), so the host runs ahead of the devices by up to BBMM_LOOKAHEAD
 * runs; bbmm_finish(), bbmm_array_sync() and bbmm_array_unregister() wait.
 *
 * Errors: each call returns a status and records the first failure in the
 * bbmm_tiles; after it the calls do nothing, bbmm_tiles_next() returns
 * NULL and bbmm_tiles_end() returns that status (its message:
 * bbmm_error_message()).  bbmm_tiles_end() must be called whenever
 * bbmm_tiles_begin() was, also after a failure: runs of one context take
 * turns from begin to end.  No data is lost on failure: what the devices
 * hold newer than the host stays tracked and reaches it at
 * bbmm_array_sync().
 *
 * The box logic here (Algorithm 2 applied to a tile, placement,
 * coherency) calls the manager's operations (manager.h) on the boxes the
 * nest's boxes() reported (spec.h); the run's devices and tiles come from
 * grid.h; a run's bookkeeping and its launches' policy from run.h, plan
 * once, replay from replay.h; only the kernel cache, the OpenCL calls of a
 * launch and the look-ahead window's events are the thin layer's
 * (lib/exec.c).
 */
#ifndef BBMM_TILE_H
#define BBMM_TILE_H

#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "status.h"
#include "box.h"
#include "memo.h"
#include "runtime.h"
#include "manager.h"
#include "exec.h"
#include "grid.h"
#include "spec.h"

BBMM_EXTERN_C_BEGIN

/* ---- allocation boxes: Algorithm 2 and the BBMM_ALLOC baselines ------- */

/* The flags for allocation box "b" of slot "e": READ/WRITE of every init box
 * it overlaps; ITER_LOCAL when all of them are iteration-local or, for the
 * convex scheme, when any is (the convex box then changes every serial
 * iteration); never for a whole array (the same box every iteration: a
 * wavefront's diagonals, iteration-local each, would else read in and write
 * out the whole array every step). */
static inline unsigned bbmmi_alloc_flags(bbmm_context *ctx, const bbmm_tile_slot *e, const bbmm_box *b)
{
    unsigned f = 0, all = BBMM_BOX_ITER_LOCAL, any = 0;
    size_t i;
    if (e->whole || bbmm_setting_alloc(ctx) == BBMM_ALLOC_WHOLE)
        all = 0;
    for (i = 0; i < e->span.n && !e->nospan; i++)
        if (bbmm_bb_overlaps(&e->span.v[i], b))
            all = 0; /* a span holds data of every serial iteration */
    for (i = 0; i < e->init.n; i++) {
        if (!bbmm_bb_overlaps(&e->init.v[i], b))
            continue;
        f |= e->flags[i] & (BBMM_BOX_READ | BBMM_BOX_WRITE);
        all &= e->flags[i];
        any |= e->flags[i] & BBMM_BOX_ITER_LOCAL;
    }
    return f | (bbmm_setting_alloc(ctx) == BBMM_ALLOC_CONVEX && !e->whole ? any : all);
}

/* Replace boxes "from".. of "l" by their hull when the hull holds at most
 * 1/1024 more elements than they do (e.g. a stencil tile's rows plus its
 * halo rows, whose corners the stencil skips): one box instead of several
 * spares the kernel the split access form for a negligible overhead. */
static inline void bbmmi_hull_if_tight(bbmm_box_list *l, size_t from)
{
    bbmm_box h;
    uint64_t sum, hv;
    if (l->n - from < 2)
        return;
    h = bbmm_box_list_hull(l, from, l->v[from].ndim);
    if (bbmm_box_list_volume(l, from, &sum) != BBMM_OK || bbmm_bb_volume(&h, &hv) != BBMM_OK ||
        hv < sum || hv - sum > hv / 1024)
        return;
    l->v[from] = h;
    l->n = from + 1;
}

/* The disjoint scheme for slot "e": Algorithm 2 over the boxes that live
 * across iterations (the spans first: they contain the boxes of every
 * serial iteration, and boxes nested in them drop out, so tiles with the
 * same spans get the same boxes), merged where the union is a box; then the
 * iteration-local boxes minus those, separately, so a box freed by
 * bb_cleanup never absorbs data that stays. */
static inline bbmm_status bbmm_tile_disjoint(bbmm_tile_slot *e)
{
    bbmm_status st = BBMM_OK;
    size_t i, base;
    e->kept.n = e->local.n = e->tmp.n = 0;
    for (i = 0; i < e->span.n && !e->nospan && st == BBMM_OK; i++)
        st = bbmm_box_list_push(&e->kept, &e->span.v[i]);
    for (i = 0; i < e->init.n && st == BBMM_OK; i++)
        st = bbmm_box_list_push(e->flags[i] & BBMM_BOX_ITER_LOCAL ? &e->local : &e->kept, &e->init.v[i]);
    if (st == BBMM_OK)
        st = bbmm_bb_disjoint(e->kept.v, e->kept.n, &e->alloc);
    if (st != BBMM_OK)
        return st;
    bbmm_bb_merge(&e->alloc, 0);
    bbmmi_hull_if_tight(&e->alloc, 0);
    if (!e->local.n)
        return st;
    base = e->alloc.n;
    e->kept.n = 0;
    for (i = 0; i < base && st == BBMM_OK; i++)
        st = bbmm_box_list_push(&e->kept, &e->alloc.v[i]);
    if (st == BBMM_OK)
        st = bbmm_bb_disjoint(e->local.v, e->local.n, &e->tmp);
    for (i = 0; i < e->tmp.n && st == BBMM_OK; i++)
        st = bbmm_bb_subtract_list(&e->tmp.v[i], e->kept.v, e->kept.n, &e->alloc);
    if (st == BBMM_OK)
        bbmm_bb_merge(&e->alloc, base);
    return st;
}

/* The disjoint scheme through the slot's memo (memo.h), keyed by the
 * spans (tag 0) and the init boxes (1; iteration-local: 2), in order. */
static inline bbmm_status bbmmi_tile_disjoint_memo(bbmm_tile_slot *e)
{
    const bbmm_box_list *hit;
    bbmm_status st = bbmmi_memo_start(&e->memo); /* out of memory: no memo */
    int keyed;
    if (st == BBMM_OK && !e->nospan)
        st = bbmmi_memo_keys(e->memo, &e->span, NULL, 0, 0, 0);
    if (st == BBMM_OK)
        st = bbmmi_memo_keys(e->memo, &e->init, e->flags, BBMM_BOX_ITER_LOCAL, 1, 2);
    if ((keyed = st == BBMM_OK) && (hit = bbmmi_memo_find(e->memo)) != NULL)
        return bbmmi_memo_copy(&e->alloc, hit);
    if ((st = bbmm_tile_disjoint(e)) == BBMM_OK && keyed)
        bbmmi_memo_put(e->memo, &e->alloc);
    return st;
}

/* Collect into e->need the init boxes whose old values the tile needs:
 * all but those it overwrites completely (WRITE_ALL without READ). */
static inline bbmm_status bbmmi_tile_need(bbmm_tile_slot *e)
{
    bbmm_status st = BBMM_OK;
    size_t i;
    e->need.n = 0;
    for (i = 0; i < e->init.n && st == BBMM_OK; i++)
        if ((e->flags[i] & BBMM_BOX_READ) || !(e->flags[i] & BBMM_BOX_WRITE_ALL))
            st = bbmm_box_list_push(&e->need, &e->init.v[i]);
    return st;
}

/* Compute the allocation boxes of slot "e" of array "a" by the scheme. */
/* Clip the flow-out boxes "l" of slot "e" to its write boxes.  A flow-out
 * box is the hull of what the tile writes and later tiles read; where the
 * tile's bounds do not fall on its loop's stride (a cut at column 3 of
 * "A[j][i]" for even i) the hull printed for it may reach elements the
 * tile does not write.  The flow-out to the host skips those that are
 * stale here, but the flow-in into the other devices' copies took the
 * whole box from the host and replaced their newer values with its
 * older ones (tests/gen/regress/flow_holey_write.c: a later nest's write
 * lost on 2 and 4 devices).  The write boxes hold every element the tile
 * may write, so what lies in none of them flows nowhere. */
static inline bbmm_status bbmmi_tile_clip_flows(bbmm_tile_slot *e, bbmm_box_list *l)
{
    bbmm_box_list in, out;
    bbmm_box part;
    bbmm_status st = BBMM_OK;
    size_t i, k;
    int clip = 0;
    for (i = 0; i < l->n && !clip; i++) {
        clip = 1;
        for (k = 0; k < e->init.n && clip; k++)
            if ((e->flags[k] & BBMM_BOX_WRITE) && bbmm_bb_is_subset(&l->v[i], &e->init.v[k]))
                clip = 0;
    }
    if (!clip)
        return BBMM_OK;
    bbmm_box_list_init(&in, NULL, 0);
    bbmm_box_list_init(&out, NULL, 0);
    for (i = 0; i < l->n && st == BBMM_OK; i++)
        for (k = 0; k < e->init.n && st == BBMM_OK; k++)
            if ((e->flags[k] & BBMM_BOX_WRITE) && bbmm_bb_intersection(&l->v[i], &e->init.v[k], &part))
                st = bbmm_box_list_push(&in, &part);
    if (st == BBMM_OK)
        st = bbmm_bb_disjoint(in.v, in.n, &out);
    if (st == BBMM_OK) {
        bbmm_bb_merge(&out, 0);
        l->n = 0;
        for (i = 0; i < out.n && st == BBMM_OK; i++)
            st = bbmm_box_list_push(l, &out.v[i]);
    }
    bbmm_box_list_free(&in);
    bbmm_box_list_free(&out);
    return st;
}

static inline bbmm_status bbmm_tile_scheme(bbmm_context *ctx, bbmm_tile_slot *e, bbmm_array a)
{
    bbmm_box b;
    bbmm_status st = bbmmi_tile_need(e);
    if (st == BBMM_OK)
        st = bbmmi_tile_clip_flows(e, &e->flowout);
    if (st == BBMM_OK)
        st = bbmmi_tile_clip_flows(e, &e->late);
    if (st != BBMM_OK)
        return st;
    e->alloc.n = 0;
    if (!e->init.n)
        return BBMM_OK;
    switch (e->whole ? BBMM_ALLOC_WHOLE : bbmm_setting_alloc(ctx)) {
    case BBMM_ALLOC_WHOLE:
        st = bbmm_array_box(ctx, a, &b);
        return st != BBMM_OK ? st : bbmm_box_list_push(&e->alloc, &b);
    case BBMM_ALLOC_CONVEX:
        b = bbmm_box_list_hull(&e->init, 0, e->init.v[0].ndim);
        return bbmm_box_list_push(&e->alloc, &b);
    default:
        return bbmmi_tile_disjoint_memo(e);
    }
}

/* ---- placement: bb_present / bb_alloc / bb_readin (Table II) ---------- */

/* Add resident "pl" to slot "e" unless it is there; acquire it for the
 * slot's init boxes.  BBMM_ERR_BUSY when the slot is full. */
static inline bbmm_status bbmmi_tile_use(bbmm_context *ctx, bbmm_tile_slot *e, const bbmm_placement *pl)
{
    bbmm_status st;
    int b;
    for (b = 0; b < e->nres; b++)
        if (e->res[b].resident.id == pl->resident.id)
            return BBMM_OK;
    if (e->nres == BBMM_KMAX_BOXES)
        return BBMM_ERR_BUSY;
    st = bbmm_bb_acquire_for(ctx, pl->resident, e->need.v, e->need.n);
    if (st == BBMM_OK)
        e->res[e->nres++] = *pl;
    return st;
}

/* Release every resident of slot "e". */
static inline bbmm_status bbmm_tile_release_slot(bbmm_context *ctx, bbmm_tile_slot *e)
{
    bbmm_status st = BBMM_OK, s2;
    int b;
    for (b = 0; b < e->nres; b++) {
        s2 = bbmm_bb_release(ctx, e->res[b].resident, NULL);
        if (st == BBMM_OK)
            st = s2;
    }
    e->nres = 0;
    return st;
}

/* Find or allocate box "b" of array "a" on "dev" for slot "e": a box
 * subsumed by a resident one uses it; otherwise the parts not served by the
 * slot's residents so far get boxes of their own. */
static inline bbmm_status bbmm_tile_place_box(bbmm_context *ctx, int dev, bbmm_tile_slot *e, bbmm_array a, const bbmm_box *b)
{
    bbmm_box store[16], have[BBMM_KMAX_BOXES];
    bbmm_box_list rest;
    bbmm_placement pl;
    bbmm_status st;
    size_t i;
    int found, k;
    st = bbmm_bb_present(ctx, dev, a, b, &found, &pl);
    if (st != BBMM_OK || found)
        return st != BBMM_OK ? st : bbmmi_tile_use(ctx, e, &pl);
    for (k = 0; k < e->nres; k++)
        have[k] = e->res[k].bounds;
    bbmm_box_list_init(&rest, store, 16);
    st = bbmm_bb_subtract_list(b, have, (size_t)e->nres, &rest);
    if (st == BBMM_OK)
        bbmm_bb_merge(&rest, 0);
    for (i = 0; i < rest.n && st == BBMM_OK; i++) {
        st = bbmm_bb_present(ctx, dev, a, &rest.v[i], &found, &pl);
        if (st == BBMM_OK && !found) {
            unsigned f = bbmmi_alloc_flags(ctx, e, &rest.v[i]);
            bbmm_box g = bbmm_setting_alloc_merge(ctx) ? bbmm_bb_merged(ctx, dev, a, &rest.v[i], f) : rest.v[i];
            st = bbmm_bb_alloc(ctx, dev, a, &g, bbmmi_alloc_flags(ctx, e, &g), &pl);
        }
        if (st == BBMM_OK)
            st = bbmmi_tile_use(ctx, e, &pl);
    }
    bbmm_box_list_free(&rest);
    return st;
}

/* Compute which elements each resident of "e" serves (the first resident
 * holding an element serves it). */
static inline bbmm_status bbmmi_tile_owned(bbmm_tile_slot *e)
{
    bbmm_box have[BBMM_KMAX_BOXES];
    bbmm_status st = BBMM_OK;
    int b;
    for (b = 0; b < e->nres && st == BBMM_OK; b++) {
        e->own[b].n = 0;
        st = bbmm_bb_subtract_list(&e->res[b].bounds, have, (size_t)b, &e->own[b]);
        have[b] = e->res[b].bounds;
    }
    return st;
}

/* Place slot "e" (array "a") on "dev": allocation boxes by the scheme, each
 * found or allocated and acquired; falls back to the convex box when the
 * kernel would need more than BBMM_KMAX_BOXES boxes (known beforehand when
 * the scheme gives more, so that no box is made only to be absorbed). */
static inline bbmm_status bbmm_tile_place_slot(bbmm_context *ctx, int dev, bbmm_tile_slot *e, bbmm_array a)
{
    bbmm_status st = e->alloc.n > BBMM_KMAX_BOXES ? BBMM_ERR_BUSY : BBMM_OK;
    size_t i;
    for (i = 0; i < e->alloc.n && st == BBMM_OK; i++)
        st = bbmm_tile_place_box(ctx, dev, e, a, &e->alloc.v[i]);
    if (st == BBMM_ERR_BUSY) {
        bbmm_box hull = bbmm_box_list_hull(&e->alloc, 0, e->alloc.v[0].ndim);
        st = bbmm_tile_release_slot(ctx, e);
        if (st == BBMM_OK)
            st = bbmm_tile_place_box(ctx, dev, e, a, &hull);
    }
    return st == BBMM_OK ? bbmmi_tile_owned(e) : st;
}

/* ---- coherency: flowout, flowin, writeout (Table III) ----------------- */

/* Apply "op" to every part of "region" that a resident of "e" serves:
 * op(ctx, resident, part, arg). */
static inline bbmm_status bbmmi_tile_each_owned(bbmm_context *ctx, bbmm_tile_slot *e, const bbmm_box *region,
                                   bbmm_status (*op)(bbmm_context *, bbmm_resident, const bbmm_box *, int),
                                   int arg)
{
    bbmm_status st = BBMM_OK;
    bbmm_box part;
    size_t i;
    int b;
    for (b = 0; b < e->nres && st == BBMM_OK; b++)
        for (i = 0; i < e->own[b].n && st == BBMM_OK; i++)
            if (bbmm_bb_intersection(&e->own[b].v[i], region, &part))
                st = op(ctx, e->res[b].resident, &part, arg);
    return st;
}

static inline bbmm_status bbmmi_op_written(bbmm_context *ctx, bbmm_resident r, const bbmm_box *part, int arg)
{
    (void)arg;
    return bbmm_bb_mark_written(ctx, r, part);
}

static inline bbmm_status bbmmi_op_to_host(bbmm_context *ctx, bbmm_resident r, const bbmm_box *part, int purpose)
{
    return bbmm_bb_to_host(ctx, r, part, (bbmm_purpose)purpose);
}

/* flowout of "part" ("lazy": see bbmm_bb_flowout), then flowin into the
 * other boxes of its device. */
static inline bbmm_status bbmmi_op_flow(bbmm_context *ctx, bbmm_resident r, const bbmm_box *part, int lazy)
{
    bbmm_status st = bbmm_bb_flowout(ctx, r, part, lazy);
    return st != BBMM_OK ? st : bbmm_bb_flowin_local(ctx, r, part);
}

/* Parts of a tile's flow-out (bbmmi_tile_slot_flow). */
#define BBMMI_FLOW_NEXT 1u /* the tile's writes recorded, its flow-out boxes */
#define BBMMI_FLOW_LATE 2u /* its late flow-out boxes (bbmm_spec_flowout_late) */

/* The parts "parts" of bbmm_tile_slot_flowout (BBMM_COHERENCY=block: the
 * whole write boxes go with the first part, the second has none). */
static inline bbmm_status bbmmi_tile_slot_flow(bbmm_context *ctx, bbmm_tile_slot *e, int lazy, unsigned parts)
{
    bbmm_status st = BBMM_OK;
    int block = bbmm_setting_coherency(ctx) == BBMM_COHERENCY_BLOCK;
    size_t i;
    if (parts & BBMMI_FLOW_NEXT) {
        for (i = 0; i < e->init.n && st == BBMM_OK; i++)
            if (e->flags[i] & BBMM_BOX_WRITE)
                st = bbmmi_tile_each_owned(ctx, e, &e->init.v[i], bbmmi_op_written, 0);
        for (i = 0; block && i < e->init.n && st == BBMM_OK; i++)
            if (e->flags[i] & BBMM_BOX_WRITE)
                st = bbmmi_tile_each_owned(ctx, e, &e->init.v[i], bbmmi_op_flow, lazy);
        for (i = 0; !block && i < e->flowout.n && st == BBMM_OK; i++)
            st = bbmmi_tile_each_owned(ctx, e, &e->flowout.v[i], bbmmi_op_flow, lazy);
    }
    for (i = 0; (parts & BBMMI_FLOW_LATE) && !block && i < e->late.n && st == BBMM_OK; i++)
        st = bbmmi_tile_each_owned(ctx, e, &e->late.v[i], bbmmi_op_flow, lazy);
    return st;
}

/* Table III, flowout for slot "e" after its kernel: record the tile's
 * writes, then copy its flow-out boxes, late ones included (BBMM_COHERENCY=
 * block: its whole write boxes) to the host and into the other resident
 * copies of them on the same device (flowin; the copies on other devices
 * follow at the end of the run, bbmm_tile_flowout).  "lazy" (a run on one
 * device): no copy to the host; other devices' copies become stale
 * (bbmm_bb_flowout). */
static inline bbmm_status bbmm_tile_slot_flowout(bbmm_context *ctx, bbmm_tile_slot *e, int lazy)
{
    return bbmmi_tile_slot_flow(ctx, e, lazy, BBMMI_FLOW_NEXT | BBMMI_FLOW_LATE);
}

/* Table III, writeout for slot "e": copy the final values the tile wrote
 * to the host. */
static inline bbmm_status bbmm_tile_slot_writeout(bbmm_context *ctx, bbmm_tile_slot *e)
{
    bbmm_status st = BBMM_OK;
    size_t i;
    for (i = 0; i < e->writeout.n && st == BBMM_OK; i++)
        st = bbmmi_tile_each_owned(ctx, e, &e->writeout.v[i], bbmmi_op_to_host, BBMM_PURPOSE_WRITEOUT);
    return st;
}

/* Release the residents of slot "e" and evict each one that none of its
 * allocation boxes holds: a buffer bigger than the slot's boxes (a span's,
 * one that held spans before) would otherwise serve them again by
 * subsuming them and keep the bytes they do not need.  Sets "*evicted"
 * when one was. */
static inline bbmm_status bbmmi_tile_unsubsume(bbmm_context *ctx, bbmm_tile_slot *e, int *evicted)
{
    bbmm_placement had[BBMM_KMAX_BOXES];
    bbmm_status st, s2;
    int n = e->nres, b;
    size_t k;
    memcpy(had, e->res, (size_t)n * sizeof(had[0]));
    st = bbmm_tile_release_slot(ctx, e);
    for (b = 0; b < n && st == BBMM_OK; b++) {
        for (k = 0; k < e->alloc.n && !bbmm_bb_is_subset(&had[b].bounds, &e->alloc.v[k]); k++)
            ;
        if (k < e->alloc.n)
            continue;
        s2 = bbmmi_mgr_evict_resident(ctx, had[b].resident);
        if (s2 == BBMM_OK && evicted)
            *evicted = 1;
        else if (s2 != BBMM_ERR_BUSY && s2 != BBMM_ERR_NOT_FOUND)
            st = s2; /* busy: another slot of the tile holds it */
    }
    return st;
}

/* Slot "e" (array "a") drops its spans: its allocation boxes become the
 * exact ones, and the buffers its spans took that none of them holds are
 * evicted (bbmmi_tile_unsubsume). */
static inline bbmm_status bbmmi_tile_drop_spans(bbmm_context *ctx, bbmm_tile_slot *e, bbmm_array a)
{
    bbmm_status st;
    e->nospan = 1;
    st = bbmm_tile_scheme(ctx, e, a);
    return st != BBMM_OK ? st : bbmmi_tile_unsubsume(ctx, e, NULL);
}

/* Place slot "i" of the spec; when its spans make it too big for the
 * device, place this iteration's boxes only: first in the buffers that
 * hold them (the spans' among them), then, when those leave no room,
 * with the buffers bigger than the boxes evicted (bbmmi_tile_unsubsume).
 * Before, a span's buffer kept serving the exact boxes: floyd on 128 x 128
 * floats in a data scope, whose block of rows on each device took exactly
 * the budget (32K on 2 devices, 16K on 4), found no room for row k even
 * in a piece of one point, while smaller and larger budgets ran. */
static inline bbmm_status bbmmi_tile_place_spanned(bbmm_context *ctx, int dev, bbmm_tile_spec *spec, int i, bbmm_array a)
{
    bbmm_tile_slot *e = &spec->slot[i];
    bbmm_status st = bbmm_tile_place_slot(ctx, dev, e, a);
    int evicted = 0;
    if (st != BBMM_ERR_DEVICE_NOMEM || !e->span.n || e->nospan)
        return st;
    st = bbmm_tile_release_slot(ctx, e);
    e->nospan = 1;
    if (st == BBMM_OK)
        st = bbmm_tile_scheme(ctx, e, a);
    if (st == BBMM_OK)
        st = bbmm_tile_place_slot(ctx, dev, e, a);
    if (st != BBMM_ERR_DEVICE_NOMEM)
        return st;
    st = bbmmi_tile_unsubsume(ctx, e, &evicted);
    if (st != BBMM_OK)
        return st;
    return evicted ? bbmm_tile_place_slot(ctx, dev, e, a) : BBMM_ERR_DEVICE_NOMEM;
}

/* ---- launch: what a kernel receives --------------------------------- */

/* The variant a launch of "spec" can use. */
static inline int bbmm_launch_variant(const bbmm_nest *nest, const bbmm_tile_spec *spec)
{
    int v = BBMM_VARIANT_INDEX32 | BBMM_VARIANT_ONE_BOX, i, b;
    uint64_t vol;
    for (i = 0; i < nest->narrays; i++) {
        const bbmm_tile_slot *e = &spec->slot[i];
        if (e->nres > 1)
            v &= ~BBMM_VARIANT_ONE_BOX;
        for (b = 0; b < e->nres; b++)
            if (bbmm_bb_volume(&e->res[b].bounds, &vol) != BBMM_OK || vol >= ((uint64_t)1 << 31))
                v &= ~BBMM_VARIANT_INDEX32;
    }
    return v;
}

/* The binding table of slot "e" into "bind" (bbmm_slot_args). */
static inline void bbmm_launch_bind(const bbmm_tile_slot *e, int32_t bind[BBMM_KMAX_REFS])
{
    int id, b;
    for (id = 0; id < BBMM_KMAX_REFS; id++) {
        const bbmm_box *x;
        bind[id] = 0;
        if (e->byid[id] < 0 || (size_t)e->byid[id] >= e->init.n)
            continue;
        x = &e->init.v[e->byid[id]];
        for (b = 0; b < e->nres && !bbmm_bb_overlaps(&e->res[b].bounds, x); b++)
            ;
        bind[id] = b < e->nres && bbmm_bb_is_subset(x, &e->res[b].bounds) ? b : -1;
    }
}

static inline void bbmm_launch_slot(const bbmm_tile_slot *e, int ndim, bbmm_slot_args *a)
{
    int b, d;
    memset(a, 0, sizeof(*a));
    a->table[0] = e->nres;
    for (b = 0; b < e->nres && b < BBMM_KMAX_BOXES; b++) {
        a->mem[b] = (bbmm_buf)e->res[b].mem;
        for (d = 0; d < ndim; d++) {
            a->table[1 + b * ndim + d] = e->res[b].bounds.lo[d];
            a->table[1 + BBMM_KMAX_BOXES * ndim + b * ndim + d] = e->res[b].bounds.hi[d];
        }
    }
    a->table_bytes = (size_t)(1 + 2 * BBMM_KMAX_BOXES * ndim) * sizeof(int64_t);
    bbmm_launch_bind(e, a->bind);
}

/* The buffers a launch of tile spec "s" of "nest" touches, into s->acc:
 * for each resident box of each array, the bytes from the first to the
 * last element of the tile's boxes in it (side loads into other bytes need
 * not wait for the kernel, lib/transfer.c). */
static inline void bbmmi_launch_accesses(const bbmm_nest *nest, bbmm_tile_spec *s)
{
    int i, b;
    size_t j;
    s->nacc = 0;
    for (i = 0; i < nest->narrays; i++) {
        const bbmm_tile_slot *e = &s->slot[i];
        for (b = 0; b < e->nres; b++) {
            const bbmm_placement *r = &e->res[b];
            bbmm_box hull = bbmm_bb_empty(r->bounds.ndim), part;
            uint64_t vol = 0;
            for (j = 0; j < e->init.n; j++)
                if (bbmm_bb_intersection(&e->init.v[j], &r->bounds, &part))
                    hull = bbmm_bb_convex_union(&hull, &part);
            if (!r->mem || bbmm_bb_is_empty(&hull))
                continue;
            if (s->nacc == BBMMI_MAX_ACC) {
                s->nacc = -1;
                return;
            }
            s->acc[s->nacc].mem = r->mem;
            if (bbmm_bb_volume(&r->bounds, &vol) != BBMM_OK || !vol || r->bytes % vol) {
                s->acc[s->nacc].lo = 0;
                s->acc[s->nacc].hi = SIZE_MAX;
            } else {
                bbmmi_byte_range(&r->bounds, (size_t)(r->bytes / vol), &hull, &s->acc[s->nacc].lo,
                                 &s->acc[s->nacc].hi);
            }
            s->nacc++;
        }
    }
}

/* ---- the tile loop ---------------------------------------------------- */

/* One tile of a run. */
typedef struct bbmm_tile {
    bbmm_box box;         /* its iterations of the parallel band */
    bbmm_box cell;        /* its grid cell (bbmm_spec_cell) */
    int dev;              /* the device that runs it */
    int cut;              /* it did not fit and was cut: its pieces come next */
    unsigned flowed;      /* parts of its flow-out made (BBMMI_FLOW_*; the first
                             early, by bbmm_tile_launch) */
    bbmm_tile_spec *spec; /* its boxes, per array of the nest */
} bbmm_tile;

/* A run of one nest: the tiles still to come and the first failure. */
typedef struct bbmm_tiles {
    bbmm_context *ctx;
    const bbmm_nest *nest;
    bbmmi_run *run;       /* its tiles (grid.h) */
    bbmm_status st;
    int began;            /* bbmm_tiles_end has a run to end */
    int auto_tile;        /* tile sizes are the runtime's: a tile may be cut */
    bbmm_box_list pieces; /* pieces of a cut tile, last first (a stack) */
    uint64_t spanless;    /* slots (bit i: slot i < 64) whose spans a piece of the
                             cut tile dropped to fit: its other pieces go without
                             them (bbmmi_tile_place_fewer_spans) */
    bbmm_box_list flows;  /* flow-ins to other devices, made at bbmm_tiles_end */
    int *flow_at;         /* per flow: array slot * 65536 + writer's device */
    size_t flow_cap;
    bbmm_tile tile;
    int ranked;           /* several ranks: bbmm_tiles_begin agreed with the others */
    uint64_t rank_run;    /* several ranks: the nest's run this is (1: its first; 0: not known) */
    bbmmi_rplan writes;   /* several ranks: every tile's write boxes (src: its rank) */
} bbmm_tiles;

/* Nonzero when the run's flow-outs are lazy (bbmm_bb_flowout): it uses
 * one device, under the exact coherency (BBMM_COHERENCY=block, a
 * baseline, keeps the paper's eager copies). */
static inline int bbmmi_tiles_lazy(const bbmm_tiles *tl)
{
    return tl->run && tl->run->use == 1 && bbmm_setting_coherency(tl->ctx) != BBMM_COHERENCY_BLOCK;
}

/* The next tile of the run's grid with its cell and device (grid.h's
 * distribution); 0 when there is none or the run is stopping. */
static inline int bbmmi_tiles_take(bbmm_tiles *tl, bbmm_box *box, bbmm_box *cell, int *dev)
{
    bbmmi_run *r = tl->run;
    size_t t;
    if (!r || r->next >= r->ntiles)
        return 0;
    if (bbmmi_stopping()) {
        tl->st = bbmmi_error(tl->ctx, BBMM_ERR_STOPPED, "nest %s: another thread had an error",
                             tl->nest->name ? tl->nest->name : "?");
        return 0;
    }
    do { /* under several ranks, this rank's tiles only */
        t = r->next++;
        if (t % BBMMI_RETIRE_EVERY == BBMMI_RETIRE_EVERY - 1)
            bbmmi_retire(tl->ctx, 0);
        *dev = bbmm_dist_device(tl->ctx, r, t) - r->goff;
    } while ((*dev < 0 || *dev >= r->use) && r->next < r->ntiles);
    if (*dev < 0 || *dev >= r->use)
        return 0;
    *box = r->tiles[t];
    *cell = r->cells[t];
    return 1;
}

/* The run's deferred flow-ins to other devices (bbmm_tile_flowout), in
 * the order the tiles made them (bbmm_tiles_end). */
static inline bbmm_status bbmmi_tiles_flows(bbmm_tiles *tl)
{
    bbmm_status st = BBMM_OK;
    int lazy = bbmmi_tiles_lazy(tl);
    size_t i;
    bbmmi_lock(tl->ctx); /* the devices that take flows for the next run (BBMM_EARLY=auto):
                            every device but the writer's may hold a copy */
    for (i = 0; i < (size_t)bbmm_mgr(tl->ctx)->ndev; i++) {
        size_t k;
        bbmm_mgr(tl->ctx)->store[i].took = 0;
        for (k = 0; k < tl->flows.n && !lazy; k++)
            bbmm_mgr(tl->ctx)->store[i].took |= (size_t)(tl->flow_at[k] % 65536) != i;
    }
    bbmmi_unlock(tl->ctx);
    for (i = 0; i < tl->flows.n && st == BBMM_OK; i++) {
        int slot = tl->flow_at[i] / 65536, dev = tl->flow_at[i] % 65536;
        st = lazy ? bbmm_bb_flowin_mark_local(tl->ctx, tl->nest->arrays[slot], &tl->flows.v[i], dev)
                  : bbmm_bb_flowin_remote(tl->ctx, tl->nest->arrays[slot], &tl->flows.v[i], dev);
    }
    return st;
}
/* Private: the clock (lib/exec.c); bbmmi_charge is stats.h's. */
uint64_t bbmmi_clock_ns(void);

/* A run's bookkeeping (run.h): take the context's turn (BBMM_ERR_BUSY
 * when this thread has a run open there: it would wait for itself) and
 * give it back; finish (its statistics, then the look-ahead window, or on
 * failure wait for what was enqueued, keeping the message).  A run starts
 * in grid.h (bbmmi_run_begin). */
bbmm_status bbmmi_run_open(bbmm_context *ctx, const bbmm_nest *nest);
void bbmmi_run_close(bbmm_context *ctx);
bbmm_status bbmmi_run_finish(bbmm_context *ctx, bbmmi_run *run, bbmm_status st);
/* The nest's run that "run" is (1: its first on the context); 0 for NULL. */
uint64_t bbmmi_run_number(const bbmmi_run *run);

/* Enqueue the kernel of the nest of "run" over iterations "part" less
 * "hole" (NULL: none) on device "dev" with the arguments "la" (the
 * tile's boxes: bbmmi_launch_args_of) (run.h, through lib/exec.c). */
bbmm_status bbmmi_launch(bbmm_context *ctx, int dev, const bbmmi_run *run, const bbmmi_launch_args *la,
                         const bbmm_box *part, const bbmm_box *hole);
/* Plan once, replay (replay.h): the buffer that the boxes() of a
 * tile go to (bbmmi_tile_spec_state), NULL when none: a recording run's plan,
 * or the boxes a run that may replay compares with its plan's; the
 * comparison's start; its end, after every tile's boxes, "n" tiles, the
 * last on "dev", from "t0": when all match, the plan's launches are
 * enqueued (and bbmm_tiles_next has no tile), else the run starts its
 * tiles again, recording. */
bbmmi_bytes *bbmmi_plan_specs(bbmmi_run *run);
void bbmmi_plan_replay_begin(bbmmi_run *run);
bbmm_status bbmmi_plan_replay_end(bbmm_context *ctx, bbmmi_run *run, size_t n, int dev, uint64_t t0);

/* Thin layer (lib/transfer.c) of early flow-out on device "dev": from begin to
 * end the device's copies go to a second queue, after what its main queue
 * holds so far (the early part), so that the kernels enqueued meanwhile
 * (the rest of the tile) do not wait for them; end makes the main queue
 * wait for those copies before anything enqueued after it.  Always pair
 * a successful begin with end. */
bbmm_status bbmmi_side_begin(bbmm_context *ctx, int dev);
bbmm_status bbmmi_side_end(bbmm_context *ctx, int dev);

/* Record status "st" as the run's failure unless it has one; return it. */
static inline bbmm_status bbmmi_tiles_fail(bbmm_tiles *tl, bbmm_status st)
{
    if (st != BBMM_OK && tl->st == BBMM_OK)
        tl->st = st;
    return st;
}

/* The next tile of "tl" (the pieces of a cut tile first), or NULL when the
 * run is done or has failed.  The tile's storage is reused by the next. */
static inline bbmm_tile *bbmm_tiles_next(bbmm_tiles *tl)
{
    bbmm_tile *t = &tl->tile;
    if (tl->st != BBMM_OK || !tl->began || (tl->run && tl->run->replayed))
        return NULL;
    t->cut = 0;
    t->flowed = 0;
    if (tl->pieces.n) {
        t->box = tl->pieces.v[--tl->pieces.n];
        return t;
    }
    tl->spanless = 0;
    if (!bbmmi_tiles_take(tl, &t->box, &t->cell, &t->dev))
        return NULL;
    return t;
}

/* A pipelined run (grid.h's bbmmi_run.pipe and bbmmi_run_pipe):
 * the spans of tile "t" become what its device's whole part touches, so
 * that the device allocates its part once, at its first chunk, and each
 * chunk reads in only its own boxes into it (the disjoint scheme's spans),
 * as a run of one tile per device would.  The nest's boxes() callback
 * runs again on the part (its cell: the hull of the chunks' cells), its
 * initial boxes that are not iteration-local and its own spans replacing
 * the chunk's spans.  Box functions are bounding boxes of the accesses,
 * so the part's hold the chunk's; a chunk box that a span does not hold
 * is allocated apart, as always.  Only when the part's spans take at most
 * half of the device's budget: under a tighter budget (where a run of one
 * tile per device would cut its tile) each chunk allocates its own boxes,
 * which the manager evicts and reuses as any others. */
static inline int bbmmi_part_fits(bbmm_context *ctx, const bbmm_nest *nest, const bbmm_tile_spec *part, int dev)
{
    uint64_t bytes = 0, v;
    int i, ok = 1;
    size_t b;
    bbmmi_lock(ctx);
    for (i = 0; i < nest->narrays && ok; i++) {
        const bbmmi_array *a = bbmmi_mgr_array(ctx, nest->arrays[i]);
        const bbmm_tile_slot *p = &part->slot[i];
        ok = a != NULL;
        for (b = 0; ok && b < p->span.n + p->init.n; b++) {
            const bbmm_box *x = b < p->span.n ? &p->span.v[b] : &p->init.v[b - p->span.n];
            ok = bbmm_bb_volume(x, &v) == BBMM_OK && !bbmm_mul_overflow_u64(v, (uint64_t)a->elem, &v) &&
                 !bbmm_add_overflow_u64(bytes, v, &bytes);
        }
    }
    ok = ok && bytes <= bbmm_mgr(ctx)->store[dev].mem_limit / 2;
    bbmmi_unlock(ctx);
    return ok;
}

static inline bbmm_status bbmmi_tile_part_spans(bbmm_tiles *tl, bbmm_tile *t)
{
    const bbmm_nest *nest = tl->nest;
    const bbmmi_run *r = tl->run;
    bbmm_tile_spec part;
    bbmm_status st;
    int i;
    size_t b;
    if (!r || !r->parts || t->dev < 0 || t->dev >= r->guse || bbmm_bb_is_empty(&r->parts[2 * t->dev]))
        return BBMM_OK;
    memset(&part, 0, sizeof(part));
    st = bbmmi_spec_prepare(&part, nest->narrays);
    part.cell = r->parts[2 * t->dev + 1];
    if (st == BBMM_OK)
        st = nest->boxes(nest->user, &r->parts[2 * t->dev], &part);
    if (st == BBMM_OK && !bbmmi_part_fits(tl->ctx, nest, &part, t->dev))
        i = nest->narrays; /* the chunk's own spans stay */
    else
        i = 0;
    for (; i < nest->narrays && st == BBMM_OK; i++) {
        bbmm_tile_slot *e = &t->spec->slot[i], *p = &part.slot[i];
        e->span.n = 0;
        for (b = 0; b < p->span.n && st == BBMM_OK; b++)
            st = bbmm_box_list_push(&e->span, &p->span.v[b]);
        for (b = 0; b < p->init.n && st == BBMM_OK; b++)
            if (!(p->flags[b] & BBMM_BOX_ITER_LOCAL))
                st = bbmm_box_list_push(&e->span, &p->init.v[b]);
    }
    bbmmi_spec_free(&part);
    return st;
}

/* A small array (BBMMI_WIDE_BYTES at most, and a sixteenth of the device's
 * budget) that a nest only reads, through boxes that move with the serial
 * loops (BBMM_BOX_ITER_LOCAL: they depend on nothing else), is read whole:
 * each of its tile's boxes of it becomes the whole array.  Reading
 * more than a tile needs is always allowed (the manager brings the newest
 * values of every element), and the box then stays the same from one
 * serial iteration to the next, where the exact one would move: PolyBench
 * fdtd-2d's _fict_[t] made a box, an allocation and a 4-byte copy every
 * time step, and the step's run could not replay the last one
 * (replay.h: equal boxes only).  Only on a context of one device: on
 * several, another device's tile may write the elements this one would
 * read besides its own, and every run would wait for its flow-out (the
 * exact boxes are what keeps the devices apart); not under several ranks
 * (their gathers follow the exact boxes) nor with BBMM_CHECK=bounds (which
 * checks the kernels against the exact boxes). */
#define BBMMI_WIDE_BYTES ((uint64_t)64 << 10)
static inline void bbmmi_spec_widen(bbmm_context *ctx, const bbmm_nest *nest, bbmm_tile_spec *s)
{
    bbmm_box whole;
    int i, locked = 0;
    size_t k;
    if (bbmmi_nranks(ctx) > 1 || (bbmm_setting_check(ctx, NULL) & BBMM_CHECK_BOUNDS_MODE))
        return;
    for (i = 0; i < nest->narrays && i < s->nslots; i++) {
        bbmm_tile_slot *e = &s->slot[i];
        const bbmmi_array *a;
        for (k = 0; k < e->init.n && (e->flags[k] & (BBMM_BOX_WRITE | BBMM_BOX_ITER_LOCAL)) == BBMM_BOX_ITER_LOCAL;
             k++)
            ;
        if (!e->init.n || k < e->init.n)
            continue; /* none, a box that does not move, or it writes the array */
        if (!locked) {
            bbmmi_lock(ctx);
            locked = 1;
            if (bbmm_mgr(ctx)->ndev != 1)
                break; /* (devices start under the lock) */
        }
        a = bbmmi_mgr_array(ctx, nest->arrays[i]);
        if (!a || a->bytes > BBMMI_WIDE_BYTES || a->bytes > bbmm_mgr(ctx)->store[0].mem_limit / 16)
            continue;
        whole = bbmmi_mgr_array_box(a);
        for (k = 0; k < e->init.n; k++) {
            e->init.v[k] = whole;
            e->flags[k] &= ~BBMM_BOX_ITER_LOCAL;
        }
    }
    if (locked)
        bbmmi_unlock(ctx);
}

/* Replay (replay.h): what boxes() gave tile "t" of "run" (its box,
 * cell and device too), into the plan's sink (bbmmi_plan_specs): a
 * recording run's plan keeps it, a run that may replay compares it. */
static inline void bbmmi_tile_spec_state(bbmmi_run *run, const bbmm_tile *t)
{
    const bbmm_tile_spec *s = t->spec;
    bbmmi_bytes *b = bbmmi_plan_specs(run);
    int i;
    if (!b)
        return;
    bbmmi_bytes_box(b, &t->box);
    bbmmi_bytes_box(b, &t->cell);
    bbmmi_bytes_box(b, &s->cell);
    bbmmi_bytes_u64(b, (uint64_t)t->dev);
    bbmmi_bytes_u64(b, (uint64_t)s->nslots);
    for (i = 0; i < s->nslots; i++) {
        const bbmm_tile_slot *e = &s->slot[i];
        bbmmi_bytes_boxes(b, e->init.v, e->init.n);
        bbmmi_bytes_put(b, e->flags, e->init.n * sizeof(e->flags[0]));
        bbmmi_bytes_boxes(b, e->flowout.v, e->flowout.n);
        bbmmi_bytes_boxes(b, e->late.v, e->late.n);
        bbmmi_bytes_boxes(b, e->writeout.v, e->writeout.n);
        bbmmi_bytes_boxes(b, e->span.v, e->span.n);
        bbmmi_bytes_put(b, e->byid, sizeof(e->byid));
    }
    bbmmi_bytes_boxes(b, s->early.v, s->early.n);
}

/* A run that may replay its nest's plan (run->replay): the boxes of every
 * tile, compared with the plan's; when they match the plan's launches are
 * enqueued and bbmm_tiles_next has no tile left, else the run's tiles
 * start again from the first, recording (replay.h). */
static inline bbmm_status bbmmi_tiles_replay(bbmm_tiles *tl)
{
    bbmm_context *ctx = tl->ctx;
    bbmmi_run *run = tl->run;
    const bbmm_nest *nest = tl->nest;
    uint64_t t0 = bbmmi_now_ns();
    bbmm_tile *t;
    bbmm_status st = BBMM_OK;
    size_t n = 0;
    int dev = 0;
    bbmmi_plan_replay_begin(run);
    while (st == BBMM_OK && (t = bbmm_tiles_next(tl)) != NULL) {
        st = bbmmi_spec_prepare(t->spec, nest->narrays);
        t->spec->cell = t->cell;
        if (st == BBMM_OK)
            st = nest->boxes(nest->user, &t->box, t->spec);
        if (st == BBMM_OK)
            bbmmi_spec_widen(ctx, nest, t->spec);
        bbmmi_tile_spec_state(run, t);
        dev = t->dev;
        n++;
    }
    if (st == BBMM_OK && tl->st == BBMM_OK)
        return bbmmi_tiles_fail(tl, bbmmi_plan_replay_end(ctx, run, n, dev, t0));
    run->replay = 0;
    bbmmi_charge(ctx, dev, bbmmi_now_ns() - t0);
    return bbmmi_tiles_fail(tl, st);
}

/* The boxes of tile "t": the nest's boxes() callback (the generated box
 * expressions) fills the initial, flow-out and write-out boxes, then each
 * array gets its allocation boxes by the BBMM_ALLOC scheme (Algorithm 2
 * under the default, disjoint). */
static inline bbmm_status bbmm_tile_boxes(bbmm_tiles *tl, bbmm_tile *t)
{
    const bbmm_nest *nest = tl->nest;
    uint64_t t0 = bbmmi_clock_ns();
    bbmm_status st = tl->st;
    int i;
    if (st != BBMM_OK)
        return st;
    st = bbmmi_spec_prepare(t->spec, nest->narrays);
    t->spec->cell = t->cell;
    if (st == BBMM_OK)
        st = nest->boxes(nest->user, &t->box, t->spec);
    if (st == BBMM_OK)
        bbmmi_spec_widen(tl->ctx, nest, t->spec);
    if (st == BBMM_OK && tl->run && tl->run->record)
        bbmmi_tile_spec_state(tl->run, t);
    if (st == BBMM_OK)
        st = bbmmi_tile_part_spans(tl, t);
    for (i = 0; i < nest->narrays && st == BBMM_OK; i++) {
        t->spec->slot[i].whole = tl->run && tl->run->whole;
        t->spec->slot[i].nospan = i < 64 && (tl->spanless >> i & 1);
        st = bbmm_tile_scheme(tl->ctx, &t->spec->slot[i], nest->arrays[i]);
    }
    bbmmi_charge(tl->ctx, t->dev, bbmmi_clock_ns() - t0);
    return bbmmi_tiles_fail(tl, st);
}

/* Release the resident boxes of every array of tile "t". */
static inline bbmm_status bbmmi_tile_release_all(bbmm_tiles *tl, bbmm_tile *t)
{
    bbmm_status st = BBMM_OK, s2;
    int i;
    for (i = 0; i < t->spec->nslots; i++) {
        s2 = bbmm_tile_release_slot(tl->ctx, &t->spec->slot[i]);
        if (st == BBMM_OK)
            st = s2;
    }
    return st;
}

/* Cut tile "t" that does not fit its device (automatic tile sizes only):
 * the device's unused boxes are evicted (a big box of the tile must not be
 * found again, subsuming, by every piece), then every dimension longer
 * than one is cut in half; the pieces come next from bbmm_tiles_next(),
 * dimension 0 varying fastest, so that what the pieces of one column share
 * (matmul's columns of B) stays resident while the rows stream.  A piece
 * that does not fit is cut again.  BBMM_ERR_DEVICE_NOMEM when "t" is one
 * point. */
static inline bbmm_status bbmm_tile_cut(bbmm_tiles *tl, bbmm_tile *t)
{
    int nd = t->box.ndim, d, split = 0, piece;
    bbmm_status st;
    for (d = 0; d < nd; d++)
        split |= (t->box.hi[d] > t->box.lo[d]) << d;
    if (!split)
        return BBMM_ERR_DEVICE_NOMEM;
    if ((st = bbmm_bb_evict_unused(tl->ctx, t->dev)) != BBMM_OK)
        return st;
    for (piece = (1 << nd) - 1; piece >= 0 && st == BBMM_OK; piece--) {
        bbmm_box part = t->box;
        if (piece & ~split)
            continue; /* the upper half of a dimension that is not cut */
        for (d = 0; d < nd; d++) {
            int64_t mid = t->box.lo[d] + (t->box.hi[d] - t->box.lo[d]) / 2;
            if (!(split >> d & 1))
                continue;
            if (piece >> d & 1)
                part.lo[d] = mid + 1;
            else
                part.hi[d] = mid;
        }
        st = bbmm_box_list_push(&tl->pieces, &part);
    }
    t->cut = st == BBMM_OK;
    return st;
}

/* Allocation and transfer fusion (bbmmi_fuse_begin) for the allocation
 * boxes of "spec" on "dev", before they are placed. */
static inline bbmm_status bbmmi_tile_fuse(bbmm_context *ctx, int dev, const bbmm_nest *nest, bbmm_tile_spec *spec)
{
    bbmm_array arrays[2 * BBMMI_FUSE_N];
    bbmm_box boxes[2 * BBMMI_FUSE_N];
    unsigned flags[2 * BBMMI_FUSE_N];
    int i, n = 0;
    size_t k;
    if (!bbmm_setting_fuse(ctx))
        return BBMM_OK;
    for (i = 0; i < nest->narrays; i++) {
        bbmm_tile_slot *e = &spec->slot[i];
        for (k = 0; e->alloc.n <= BBMM_KMAX_BOXES && k < e->alloc.n && n < 2 * BBMMI_FUSE_N; k++) {
            arrays[n] = nest->arrays[i];
            boxes[n] = e->alloc.v[k];
            flags[n] = bbmmi_alloc_flags(ctx, e, &e->alloc.v[k]);
            n++;
        }
    }
    return bbmmi_fuse_begin(ctx, dev, n, arrays, boxes, flags);
}

/* Place every slot of tile "t" (fusion around it); a slot whose spans do
 * not fit goes without them (bbmmi_tile_place_spanned). */
static inline bbmm_status bbmmi_tile_place_slots(bbmm_tiles *tl, bbmm_tile *t)
{
    const bbmm_nest *nest = tl->nest;
    bbmm_status st, s2;
    int i;
    st = bbmmi_tile_fuse(tl->ctx, t->dev, nest, t->spec);
    for (i = 0; i < nest->narrays && st == BBMM_OK; i++)
        st = bbmmi_tile_place_spanned(tl->ctx, t->dev, t->spec, i, nest->arrays[i]);
    s2 = bbmmi_fuse_end(tl->ctx, t->dev);
    return st == BBMM_OK ? s2 : st;
}

/* Nonzero when the allocation boxes of every slot of "spec" together take
 * at most the budget of device "dev" (else no eviction makes them fit). */
static inline int bbmmi_spec_alloc_fits(bbmm_context *ctx, const bbmm_nest *nest, const bbmm_tile_spec *spec, int dev)
{
    uint64_t bytes = 0, v;
    int i, ok = 1;
    bbmmi_lock(ctx);
    for (i = 0; i < nest->narrays && ok; i++) {
        const bbmmi_array *a = bbmmi_mgr_array(ctx, nest->arrays[i]);
        ok = a && bbmm_box_list_volume(&spec->slot[i].alloc, 0, &v) == BBMM_OK &&
             !bbmm_mul_overflow_u64(v, (uint64_t)a->elem, &v) && !bbmm_add_overflow_u64(bytes, v, &bytes);
    }
    ok = ok && bytes <= bbmm_mgr(ctx)->store[dev].mem_limit;
    bbmmi_unlock(ctx);
    return ok;
}

/* Tile "t" did not fit with the spans some of its slots kept.  A slot
 * drops its spans only when it fails itself (bbmmi_tile_place_spanned), so
 * the spans of the slots placed before it stayed, and could hold the whole
 * budget: a nest reading d[i % N][j % N] beside e[i][j] and c[i][j] had
 * d's and e's spans fill 24K on each of 2 devices, and the tile was cut
 * down to one point that still found no 8 bytes for c, while 20K and 28K
 * ran.  So the slots drop their spans too, the last slot first (as a
 * smaller budget would have them fail), until the tile's allocation boxes
 * fit the budget, and the tile is placed again; again while it does not
 * fit and a slot keeps spans.  A tile whose exact boxes fit the budget is
 * so placed.  BBMM_ERR_DEVICE_NOMEM (the tile is then cut) when they do
 * not. */
static inline bbmm_status bbmmi_tile_place_fewer_spans(bbmm_tiles *tl, bbmm_tile *t)
{
    const bbmm_nest *nest = tl->nest;
    bbmm_status st = BBMM_ERR_DEVICE_NOMEM;
    uint64_t mask = 0;
    int i, dropped;
    while (st == BBMM_ERR_DEVICE_NOMEM) {
        st = BBMM_OK;
        dropped = 0;
        for (i = nest->narrays - 1; i >= 0 && st == BBMM_OK; i--) {
            bbmm_tile_slot *e = &t->spec->slot[i];
            if (!e->span.n || e->nospan)
                continue;
            st = bbmmi_tile_drop_spans(tl->ctx, e, nest->arrays[i]);
            dropped = 1;
            mask |= i < 64 ? (uint64_t)1 << i : 0;
            if (bbmmi_spec_alloc_fits(tl->ctx, nest, t->spec, t->dev))
                break;
        }
        if (st != BBMM_OK)
            return st;
        if (!dropped || !bbmmi_spec_alloc_fits(tl->ctx, nest, t->spec, t->dev))
            return BBMM_ERR_DEVICE_NOMEM;
        st = bbmmi_tile_release_all(tl, t);
        if (st == BBMM_OK)
            st = bbmmi_tile_place_slots(tl, t);
    }
    if (st == BBMM_OK && tl->pieces.n)
        tl->spanless |= mask; /* the same spans (one cell) would not fit its next pieces either */
    return st;
}

/* Place the boxes of tile "t" on its device (bb_present, else bb_alloc
 * with LRU eviction, and bb_readin: Table II, Algorithm 3) and take a use
 * of each; when they do not fit with their spans, with fewer
 * (bbmmi_tile_place_fewer_spans).  A tile that does not fit even so is cut
 * (bbmm_tile_cut) when the tile sizes are automatic; the calls for "t" up
 * to its release then do nothing. */
static inline bbmm_status bbmm_tile_place(bbmm_tiles *tl, bbmm_tile *t)
{
    bbmm_status st = tl->st, s2;
    if (st != BBMM_OK)
        return st;
    st = bbmmi_tile_place_slots(tl, t);
    if (st == BBMM_ERR_DEVICE_NOMEM)
        st = bbmmi_tile_place_fewer_spans(tl, t);
    if (st != BBMM_ERR_DEVICE_NOMEM || !tl->auto_tile)
        return bbmmi_tiles_fail(tl, st);
    s2 = bbmmi_tile_release_all(tl, t);
    st = s2 != BBMM_OK ? s2 : bbmm_tile_cut(tl, t);
    return bbmmi_tiles_fail(tl, st);
}

/* Remember that "region" of slot "slot", written on device "dev", flows
 * into the copies on other devices at the end of the run. */
static inline bbmm_status bbmmi_tiles_defer(bbmm_tiles *tl, int slot, int dev, const bbmm_box *region)
{
    bbmm_status st;
    if (tl->flows.n == tl->flow_cap) {
        size_t cap = tl->flow_cap ? 2 * tl->flow_cap : 16;
        int *at = (int *)realloc(tl->flow_at, cap * sizeof(int));
        if (!at)
            return BBMM_ERR_NOMEM;
        tl->flow_at = at;
        tl->flow_cap = cap;
    }
    st = bbmm_box_list_push(&tl->flows, region);
    if (st == BBMM_OK)
        tl->flow_at[tl->flows.n - 1] = slot * 65536 + dev;
    return st;
}

static inline bbmm_status bbmmi_op_flow_late(bbmm_context *ctx, bbmm_resident r, const bbmm_box *part, int arg)
{
    (void)arg;
    return bbmm_bb_flow_late(ctx, r, part);
}

/* The parts "parts" of tile "t"'s flow-out not made yet (bbmm_tile_flowout).
 * In a run on several devices of one rank the late boxes are left on the
 * device (bbmm_bb_flow_late): the next run's flow-outs mostly carry them. */
static inline bbmm_status bbmmi_tile_flow(bbmm_tiles *tl, bbmm_tile *t, unsigned parts)
{
    bbmm_status st = tl->st;
    int block = bbmm_setting_coherency(tl->ctx) == BBMM_COHERENCY_BLOCK, i;
    int lazy = bbmmi_tiles_lazy(tl), keep = !lazy && !block && !tl->ranked;
    size_t k;
    parts &= ~t->flowed;
    if (!parts)
        return st;
    t->flowed |= parts;
    for (i = 0; i < t->spec->nslots && st == BBMM_OK && !t->cut; i++) {
        bbmm_tile_slot *e = &t->spec->slot[i];
        st = bbmmi_tile_slot_flow(tl->ctx, e, lazy, keep ? parts & ~BBMMI_FLOW_LATE : parts);
        for (k = 0; keep && (parts & BBMMI_FLOW_LATE) && k < e->late.n && st == BBMM_OK; k++)
            st = bbmmi_tile_each_owned(tl->ctx, e, &e->late.v[k], bbmmi_op_flow_late, 0);
        for (k = 0; block && (parts & BBMMI_FLOW_NEXT) && k < e->init.n && st == BBMM_OK; k++)
            if (e->flags[k] & BBMM_BOX_WRITE)
                st = bbmmi_tiles_defer(tl, i, t->dev, &e->init.v[k]);
        for (k = 0; !block && (parts & BBMMI_FLOW_NEXT) && k < e->flowout.n && st == BBMM_OK; k++)
            st = bbmmi_tiles_defer(tl, i, t->dev, &e->flowout.v[k]);
        for (k = 0; !block && !keep && (parts & BBMMI_FLOW_LATE) && k < e->late.n && st == BBMM_OK; k++)
            st = bbmmi_tiles_defer(tl, i, t->dev, &e->late.v[k]);
    }
    return bbmmi_tiles_fail(tl, st);
}

/* flowout + flowin of tile "t" (Table III): after its kernel, the
 * elements it wrote that later tiles read go to the host and into every
 * other resident copy of them: on its device now, on the others when
 * every tile of the run is enqueued (bbmm_tiles_end), so that no device's
 * kernel of this run queues behind another device's flow-out.  A tile
 * split for early flow-out made all but its late flow-out already
 * (bbmm_tile_launch). */
static inline bbmm_status bbmm_tile_flowout(bbmm_tiles *tl, bbmm_tile *t)
{
    return bbmmi_tile_flow(tl, t, BBMMI_FLOW_NEXT | BBMMI_FLOW_LATE);
}

/* Split tile "t" for early flow-out: its early boxes inside it, made
 * disjoint, into spec->first, and the rest of the tile into spec->rest.
 * Returns nonzero when the split applies: a run on several devices (of
 * one or several ranks) under the exact coherency with BBMM_EARLY on, or
 * auto when flows from other devices or ranks came to the tile's device
 * for this run or the run splits every tile (bbmmi_run.early_all), whose
 * tile has early iterations and others. */
static inline int bbmmi_tile_split(bbmm_tiles *tl, bbmm_tile *t)
{
    bbmm_tile_spec *s = t->spec;
    size_t i;
    bbmm_box part;
    s->first.n = s->rest.n = 0;
    if (!s->early.n || tl->nest->sweep || !tl->run || tl->run->guse < 2 || !bbmm_setting_early(tl->ctx) ||
        bbmm_setting_coherency(tl->ctx) == BBMM_COHERENCY_BLOCK)
        return 0;
    if (bbmm_setting_early(tl->ctx) >= 2 && !tl->run->early_all) { /* auto, trial: where flows come in */
        int took;
        bbmmi_lock(tl->ctx);
        took = bbmm_mgr(tl->ctx)->store[t->dev].took;
        bbmmi_unlock(tl->ctx);
        if (!took)
            return 0;
    }
    for (i = 0; i < s->early.n; i++) {
        if (s->early.v[i].ndim != t->box.ndim) {
            tl->st = bbmmi_error(tl->ctx, BBMM_ERR_INVALID, "nest %s: an early box has %d dimensions, the tile %d",
                                 tl->nest->name ? tl->nest->name : "?", s->early.v[i].ndim, t->box.ndim);
            return 0;
        }
        if (bbmm_bb_intersection(&s->early.v[i], &t->box, &part) &&
            (tl->st = bbmm_box_list_push(&s->rest, &part)) != BBMM_OK)
            return 0;
    }
    /* rest holds the early parts for a moment: first = their disjoint
     * union, then rest = the tile without them */
    if (!s->rest.n || (tl->st = bbmm_bb_disjoint(s->rest.v, s->rest.n, &s->first)) != BBMM_OK)
        return 0;
    bbmm_bb_merge(&s->first, 0);
    s->rest.n = 0;
    if ((tl->st = bbmm_bb_subtract_list(&t->box, s->first.v, s->first.n, &s->rest)) != BBMM_OK)
        return 0;
    bbmm_bb_merge(&s->rest, 0);
    return s->rest.n > 0;
}

/* Several ranks: note the marker behind tile "t"'s early part with its
 * flow-out boxes in the resident boxes that hold them, for the next run's
 * messages (ranks.h, bbmmi_rearly). */
static inline bbmm_status bbmmi_tile_early_note(bbmm_tiles *tl, bbmm_tile *t)
{
    bbmmi_event ev = bbmmi_side_marker(tl->ctx, t->dev);
    bbmm_status st = BBMM_OK;
    int i;
    if (!ev)
        return BBMM_OK;
    bbmmi_lock(tl->ctx);
    for (i = 0; i < t->spec->nslots && st == BBMM_OK; i++) {
        const bbmm_tile_slot *e = &t->spec->slot[i];
        size_t k;
        int b;
        bbmm_box part;
        for (k = 0; k < e->flowout.n && st == BBMM_OK; k++)
            for (b = 0; b < e->nres && st == BBMM_OK; b++)
                if (bbmm_bb_intersection(&e->flowout.v[k], &e->res[b].bounds, &part)) {
                    bbmmi_event_retain(ev);
                    st = bbmmi_rearly_add(tl->ctx, ev, e->res[b].resident.id, &part, 1);
                }
    }
    bbmmi_unlock(tl->ctx);
    bbmmi_event_release(ev);
    if (st == BBMM_ERR_NOMEM)
        st = bbmmi_error(tl->ctx, st, "early sends: out of host memory");
    return bbmmi_tiles_fail(tl, st);
}

/* The arguments of every launch of tile "t" (its boxes placed) into
 * "la": the kernel variant, each slot's buffers, box table and bindings
 * (kept in the tile's spec), and the bytes it touches. */
static inline bbmm_status bbmmi_launch_args_of(bbmm_tiles *tl, bbmm_tile *t, bbmmi_launch_args *la)
{
    const bbmm_nest *nest = tl->nest;
    bbmm_tile_spec *s = t->spec;
    int i;
    if (s->nargs < nest->narrays) {
        bbmm_slot_args *a = (bbmm_slot_args *)realloc(s->args, (size_t)nest->narrays * sizeof(*a));
        if (!a)
            return bbmmi_tiles_fail(tl, bbmmi_error(tl->ctx, BBMM_ERR_NOMEM, "nest %s: out of host memory",
                                                    nest->name ? nest->name : "?"));
        s->args = a;
        s->nargs = nest->narrays;
    }
    for (i = 0; i < nest->narrays; i++)
        bbmm_launch_slot(&s->slot[i], tl->run->slots[i].ndim, &s->args[i]);
    la->variant = bbmm_launch_variant(nest, s);
    la->slot = s->args;
    la->nacc = s->nacc;
    la->acc = s->acc;
    return BBMM_OK;
}

/* The launch of iterations "part" less "hole" of tile "t" (bbmmi_launch). */
static inline bbmm_status bbmmi_tile_launch_part(bbmm_tiles *tl, bbmm_tile *t, const bbmmi_launch_args *la,
                                                 const bbmm_box *part, const bbmm_box *hole)
{
    if (tl->st != BBMM_OK || t->cut)
        return tl->st;
    return bbmmi_tiles_fail(tl, bbmmi_launch(tl->ctx, t->dev, tl->run, la, part, hole));
}

/* Enqueue the kernel of the run's nest on tile "t"'s device over its
 * resident boxes.  Early flow-out: in a run on several devices a tile
 * whose flow-out comes from part of its iterations (bbmm_spec_early) runs
 * that part first, then makes its flow-out (bbmm_tile_flowout) on the
 * device's second queue behind the part's kernels while the rest of the
 * tile runs on the first: the other devices' flow-ins wait for the part
 * only, not for the whole tile.  The iterations of the parallel band are
 * independent, so any split gives the same result; the rest writes no
 * element the copies read (the early part holds every writer of the
 * flow-out boxes).  The late flow-out boxes (bbmm_spec_flowout_late) are
 * copied after the rest, by bbmm_tile_flowout. */
static inline bbmm_status bbmm_tile_launch(bbmm_tiles *tl, bbmm_tile *t)
{
    bbmmi_launch_args la;
    bbmm_tile_spec *s;
    bbmm_status st, s2;
    size_t i;
    if (!tl || !t)
        return BBMM_ERR_INVALID;
    if (tl->st != BBMM_OK || t->cut)
        return tl->st;
    s = t->spec;
    bbmmi_launch_accesses(tl->nest, s);
    if ((st = bbmmi_launch_args_of(tl, t, &la)) != BBMM_OK)
        return st;
    if (!bbmmi_tile_split(tl, t))
        return tl->st != BBMM_OK ? tl->st : bbmmi_tile_launch_part(tl, t, &la, &t->box, NULL);
    /* the early part: one launch of the tile less the rest where that is
     * a slab (a stencil's middle device: its first and last rows) */
    if (s->first.n > 1 && s->rest.n == 1 && bbmmi_launch_slab(&t->box, &s->rest.v[0]))
        st = bbmmi_tile_launch_part(tl, t, &la, &t->box, &s->rest.v[0]);
    else
        for (i = 0, st = BBMM_OK; i < s->first.n && st == BBMM_OK; i++)
            st = bbmmi_tile_launch_part(tl, t, &la, &s->first.v[i], NULL);
    if (st == BBMM_OK && (st = bbmmi_tiles_fail(tl, bbmmi_side_begin(tl->ctx, t->dev))) == BBMM_OK) {
        st = tl->ranked ? bbmmi_tile_early_note(tl, t) : BBMM_OK;
        if (st == BBMM_OK) /* the late flow-out follows the rest (bbmm_tile_flowout) */
            st = bbmmi_tile_flow(tl, t, BBMMI_FLOW_NEXT);
        /* the rest: one launch of the tile less the early box where that
         * is one box (floyd's row k+1 in the middle of its owner's rows:
         * one launch, not two; each costs the host 13 us on NVIDIA) */
        if (st == BBMM_OK && s->first.n == 1 && s->rest.n > 1)
            st = bbmmi_tile_launch_part(tl, t, &la, &t->box, &s->first.v[0]);
        else
            for (i = 0; i < s->rest.n && st == BBMM_OK; i++)
                st = bbmmi_tile_launch_part(tl, t, &la, &s->rest.v[i], NULL);
        s2 = bbmmi_tiles_fail(tl, bbmmi_side_end(tl->ctx, t->dev));
        if (st == BBMM_OK)
            st = s2;
    }
    return st;
}

/* writeout of tile "t" (Table III): the final values it wrote go to the
 * host, except for arrays a data scope keeps (bbmm_data_begin): those stay
 * newer on the device, tracked by the directory, until bbmm_update_host()
 * or the scope's end writes them back. */
static inline bbmm_status bbmm_tile_writeout(bbmm_tiles *tl, bbmm_tile *t)
{
    bbmm_status st = tl->st;
    int i;
    for (i = 0; i < t->spec->nslots && st == BBMM_OK && !t->cut; i++)
        if (t->spec->slot[i].writeout.n && !bbmmi_array_kept(tl->ctx, tl->nest->arrays[i]))
            st = bbmm_tile_slot_writeout(tl->ctx, &t->spec->slot[i]);
    return bbmmi_tiles_fail(tl, st);
}

/* Drop the uses tile "t" took of its boxes (also after a failure, so
 * that nothing stays in use). */
static inline bbmm_status bbmm_tile_release(bbmm_tiles *tl, bbmm_tile *t)
{
    return bbmmi_tiles_fail(tl, bbmmi_tile_release_all(tl, t));
}

/* ---- several ranks: tile_ranks.h ------------------------------------- */

BBMM_EXTERN_C_END
#include "tile_ranks.h"
BBMM_EXTERN_C_BEGIN

/* Start a run of "nest" on "ctx" into "*tl": check the nest, build its
 * kernel (first use), cut its space into tiles (grid.h).  Always pair
 * with bbmm_tiles_end().  A thread that begins a run on a context where
 * it has one open gets BBMM_ERR_BUSY (runs of one context take turns: it
 * would wait for itself). */
static inline bbmm_status bbmm_tiles_begin(bbmm_context *ctx, const bbmm_nest *nest, bbmm_tiles *tl)
{
    bbmm_status st;
    if (!tl)
        return BBMM_ERR_INVALID;
    memset(tl, 0, sizeof(*tl));
    tl->ctx = ctx;
    tl->nest = nest;
    if (!ctx || !nest)
        return tl->st = BBMM_ERR_INVALID;
    if ((st = bbmmi_run_open(ctx, nest)) != BBMM_OK)
        return tl->st = st;
    tl->began = 1;
    bbmmi_scope_unguard(ctx); /* inside the exit gate (bbmmi_run_open) */
    if (bbmmi_stopping())
        st = bbmmi_error(ctx, BBMM_ERR_STOPPED, "nest %s: another thread had an error",
                         nest->name ? nest->name : "?");
    else if ((st = bbmmi_run_begin(ctx, nest, &tl->run)) == BBMM_OK && tl->run) {
        tl->auto_tile = tl->run->auto_tile;
        tl->tile.spec = tl->run->spec;
    }
    if (st == BBMM_OK && tl->run && tl->run->replay)
        st = bbmmi_tiles_replay(tl);
    if (bbmmi_nranks(ctx) > 1)
        st = bbmmi_tiles_ranks_begin(tl, st);
    return tl->st = st;
}

/* End the run of "tl": the deferred flow-ins, the end of the phase (writes
 * of this run become visible to later runs), bb_cleanup of the
 * iteration-local boxes, and the look-ahead window (the host waits when
 * BBMM_LOOKAHEAD runs are unfinished).  Returns the run's first failure. */
static inline bbmm_status bbmm_tiles_end(bbmm_tiles *tl)
{
    bbmm_context *ctx;
    bbmm_status st, st2;
    if (!tl)
        return BBMM_ERR_INVALID;
    if (!tl->began)
        return tl->st;
    ctx = tl->ctx;
    st = tl->st;
    bbmm_box_list_free(&tl->pieces);
    if (tl->run && st == BBMM_OK)
        st = bbmmi_tiles_flows(tl);
    bbmm_box_list_free(&tl->flows);
    free(tl->flow_at);
    tl->flow_at = NULL;
    tl->flow_cap = 0;
    if (tl->run) {
        bbmmi_lock(ctx);
        st2 = bbmmi_phase_end(ctx);
        bbmmi_unlock(ctx);
        if (st == BBMM_OK)
            st = st2;
        if (st == BBMM_OK)
            st = bbmm_bb_cleanup(ctx, -1);
        st = bbmmi_run_finish(ctx, tl->run, st);
        bbmmi_run_free_tiles(tl->run);
        free(tl->run);
        tl->run = NULL;
    }
    if (tl->ranked && st != BBMM_OK) { /* no early notes outlive a failed run */
        bbmmi_lock(ctx);
        bbmmi_rearly_clear(ctx);
        bbmmi_unlock(ctx);
    }
    if (tl->ranked)
        st = bbmmi_tiles_ranks_end(tl, st);
    tl->began = 0;
    tl->st = st;
    bbmmi_run_close(ctx);
    return st;
}

/* Run every tile of "nest" (the loop at the top of this file).  Compiled
 * once, into libbbmm, with the tile loop it inlines (config.h). */
BBMM_ONCE bbmm_status bbmm_run(bbmm_context *ctx, const bbmm_nest *nest);
#ifdef BBMM_ONCE_BODIES
BBMM_ONCE bbmm_status bbmm_run(bbmm_context *ctx, const bbmm_nest *nest)
{
    bbmm_tiles tl;
    bbmm_tile *t;
    bbmm_tiles_begin(ctx, nest, &tl);
    while ((t = bbmm_tiles_next(&tl)) != NULL) {
        bbmm_tile_boxes(&tl, t);
        bbmm_tile_place(&tl, t);
        bbmm_tile_launch(&tl, t);
        bbmm_tile_flowout(&tl, t);
        bbmm_tile_writeout(&tl, t);
        bbmm_tile_release(&tl, t);
    }
    return bbmm_tiles_end(&tl);
}
#endif

BBMM_EXTERN_C_END

#endif
