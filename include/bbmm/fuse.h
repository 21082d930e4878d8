/* bbmm/fuse.h - allocation fusion (boxes a tile places together share one
 * device buffer and move in one transfer) and the pools of released
 * device buffers of manager.h's buffer manager.  Which pieces of a fused
 * read-in move in one write is decided here (bbmmi_transfer_fused,
 * compiled once: BBMM_METHOD_BODIES, lib/method.c); the pinned memory
 * they are packed into and the write are the thin layer's
 * (lib/transfer.c).  Part of bbmm.h through manager.h, which includes it
 * before its own code (never included alone).
 */
#ifndef BBMM_MANAGER_H
#error "bbmm/fuse.h is a part of bbmm/manager.h: include bbmm.h"
#elif !defined(BBMM_FUSE_H)
#define BBMM_FUSE_H

BBMM_EXTERN_C_BEGIN

/* ---- allocation fusion (seed 004, Kessler: operands adjacent in memory
 * share one allocation and move in one transfer) ----------------------
 *
 * The small boxes a tile places together on a device that are not there
 * yet share one buffer: each is a sub-buffer of it (bbmmi_fuse_begin),
 * and the parts read in whole from the host move in one write per run of
 * neighbours (bbmmi_fuse_end).  A shared buffer lives while any of its
 * sub-buffers does (a box's, or one in the pool); its bytes that no box
 * and no pool entry counts are the store's fused_held, within the budget. */

/* The limits, a shared buffer (bbmmi_fgroup) and a fused placement in
 * progress (bbmmi_fplan) are the manager's state: directory.h. */

/* Change group "g" of store "d" by "claimed" bytes and "members"
 * sub-buffers, keeping d->fused_held exact; the last member's release
 * releases the shared buffer. */
BBMM_API void bbmmi_fg_change(bbmmi_store *d, bbmmi_fgroup *g, int64_t claimed, int members)
{
    uint64_t before = g->members ? g->bytes - g->claimed : 0, after;
    g->claimed += (uint64_t)claimed;
    g->members += members;
    after = g->members ? g->bytes - g->claimed : 0;
    d->fused_held = d->fused_held - before + after;
    if (!g->members) {
        bbmmi_buffer_release(g->parent);
        free(g);
    }
}

/* Release buffer "mem" of "bytes" (counted by a box or the pool until
 * now), part of shared buffer "g" or NULL. */
BBMM_API void bbmmi_mgr_buf_release(bbmmi_store *d, bbmm_buf mem, uint64_t bytes, bbmmi_fgroup *g)
{
    bbmmi_buffer_release(mem);
    if (g)
        bbmmi_fg_change(d, g, -(int64_t)bytes, -1);
}

/* Release the oldest pooled buffer of device "d"; 0 when the pool is empty. */
BBMM_API int bbmmi_mgr_pool_drop(bbmmi_store *d)
{
    int i;
    if (!d->npool)
        return 0;
    d->pool_bytes -= d->pool_size[0];
    bbmmi_mgr_buf_release(d, d->pool[0], d->pool_size[0], d->pool_group[0]);
    for (i = 1; i < d->npool; i++) {
        d->pool[i - 1] = d->pool[i];
        d->pool_size[i - 1] = d->pool_size[i];
        d->pool_group[i - 1] = d->pool_group[i];
        d->pool_off[i - 1] = d->pool_off[i];
        d->pool_run[i - 1] = d->pool_run[i];
    }
    d->npool--;
    return 1;
}

/* Keep buffer "mem" of "bytes" (part of shared buffer "g", or NULL),
 * given back in the manager's run "run", on device "d" for reuse, releasing the oldest pooled buffers while the pool
 * is full or would hold more than a quarter of the budget (the sizes a
 * program asks for change: those it asked for last come back first); or
 * release "mem" when it alone is more than that quarter. */
BBMM_API void bbmmi_mgr_pool_put(bbmmi_store *d, bbmm_buf mem, uint64_t bytes, bbmmi_fgroup *g, uint64_t off,
                                 uint64_t run)
{
    while ((d->npool == BBMMI_POOL_MAX || d->pool_bytes + bytes > d->mem_limit / 4) && bytes <= d->mem_limit / 4 &&
           bbmmi_mgr_pool_drop(d))
        ;
    if (d->npool == BBMMI_POOL_MAX || d->pool_bytes + bytes > d->mem_limit / 4) {
        bbmmi_mgr_buf_release(d, mem, bytes, g);
        return;
    }
    d->pool[d->npool] = mem;
    d->pool_size[d->npool] = bytes;
    d->pool_group[d->npool] = g;
    d->pool_off[d->npool] = off;
    d->pool_run[d->npool] = run;
    d->npool++;
    d->pool_bytes += bytes;
}

/* Remove pool entry "i" of device "d", returning its buffer. */
BBMM_API bbmm_buf bbmmi_mgr_pool_remove(bbmmi_store *d, int i)
{
    bbmm_buf m = d->pool[i];
    d->pool_bytes -= d->pool_size[i];
    d->npool--;
    d->pool[i] = d->pool[d->npool];
    d->pool_size[i] = d->pool_size[d->npool];
    d->pool_group[i] = d->pool_group[d->npool];
    d->pool_off[i] = d->pool_off[d->npool];
    d->pool_run[i] = d->pool_run[d->npool];
    return m;
}

/* The newest pool entry of device "d" of exactly "bytes" (-1: none). */
BBMM_API int bbmmi_mgr_pool_find(const bbmmi_store *d, uint64_t bytes)
{
    int i;
    for (i = d->npool - 1; i >= 0 && d->pool_size[i] != bytes; i--)
        ;
    return i;
}

/* Take a pooled buffer of exactly "bytes" from device "d" (its shared
 * buffer into "*g", its offset there into "*off"), or NULL. */
BBMM_API bbmm_buf bbmmi_mgr_pool_take(bbmmi_store *d, uint64_t bytes, bbmmi_fgroup **g, uint64_t *off)
{
    int i = bbmmi_mgr_pool_find(d, bytes);
    if (i < 0)
        return NULL;
    *g = d->pool_group[i];
    *off = d->pool_off[i];
    return bbmmi_mgr_pool_remove(d, i);
}

/* The fused placement of device "dev" if the calling thread's, or NULL. */
BBMM_API bbmmi_fplan *bbmmi_fuse_mine(bbmm_context *ctx, int dev)
{
    bbmmi_fplan *pl = dev >= 0 && dev < bbmm_mgr(ctx)->ndev ? bbmm_mgr(ctx)->store[dev].fplan : NULL;
    return pl && pl->owner == bbmmi_thread_token() ? pl : NULL;
}

/* Nonzero when "x" waits for a deferred read-in (bbmmi_fuse_end). */
BBMM_API int bbmmi_fuse_pending(bbmm_context *ctx, const bbmmi_resident *x)
{
    bbmmi_fplan *pl = x->group ? bbmmi_fuse_mine(ctx, x->dev) : NULL;
    int k;
    for (k = 0; pl && pl->g == x->group && k < pl->nload; k++)
        if (pl->load[k].x == x)
            return 1;
    return 0;
}

/* Defer the read-in of "region" into "x" to the fused write, when "x" is
 * a box of the calling thread's fused placement and "region" all of it;
 * "p", "in_bytes" and "all_in" say how its bytes and transfer were
 * counted (box-in for the part this device evicted earlier). */
BBMM_API int bbmmi_fuse_defer(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box *region, bbmm_purpose p,
                              uint64_t in_bytes, int all_in)
{
    bbmmi_fplan *pl = x->group ? bbmmi_fuse_mine(ctx, x->dev) : NULL;
    int k;
    if (!pl || pl->g != x->group || pl->nload == BBMMI_FUSE_N || !bbmm_bb_equal(region, &x->box))
        return 0;
    for (k = 0; k < pl->n && pl->m[k].sub != x->mem; k++)
        ;
    if (k == pl->n || pl->m[k].load)
        return 0;
    pl->load[pl->nload].x = x;
    pl->load[pl->nload].member = k;
    pl->load[pl->nload].p = p;
    pl->load[pl->nload].in_bytes = in_bytes;
    pl->load[pl->nload].all_in = all_in;
    pl->m[k].load = ++pl->nload;
    return 1;
}

/* Give "x" a part of the calling thread's fused placement made for it
 * (its array and box); 0 when there is none. */
BBMM_API int bbmmi_fuse_take(bbmm_context *ctx, bbmmi_resident *x)
{
    bbmmi_fplan *pl = bbmmi_fuse_mine(ctx, x->dev);
    int k;
    for (k = 0; pl && k < pl->n; k++) {
        if (pl->m[k].taken || pl->m[k].array != x->array->id || !bbmm_bb_equal(&pl->m[k].box, &x->box))
            continue;
        pl->m[k].taken = 1;
        x->mem = pl->m[k].sub;
        x->group = pl->g;
        x->goff = pl->m[k].off;
        bbmmi_fg_change(&bbmm_mgr(ctx)->store[x->dev], pl->g, (int64_t)x->bytes, 0);
        return 1;
    }
    return 0;
}

/* ---- thin layer (lib/transfer.c): transfer fusion's writes -------------- */

/* The pinned memory fused writes are packed into, on device "dev": two
 * halves of BBMMI_FUSE_SPAN bytes.  bbmmi_fuse_open makes it once the
 * device has moved enough pieces one by one (lib/cl.c's CLI_FUSE_AFTER on
 * GPUs; its time is start-up's, staging_ns); without it every piece moves
 * alone.  bbmmi_fuse_half gives the half the next fused writes use, one
 * whose last write has ended (-1: none, or no pinned memory: the host
 * never waits for one).  bbmmi_fuse_apart: nonzero when a piece from host
 * view "src" over "box" must move alone, on the side queue during early
 * flow-out or when its newest values wait in a flow slab.
 * bbmmi_fuse_alone counts "n" pieces moved alone towards the pinned
 * memory.  bbmmi_fuse_write packs the "n" joined pieces "pc" into half
 * "half" at their offsets, after every command writing their host
 * elements, and writes them into "parent" at once. */
bbmm_status bbmmi_fuse_open(bbmm_context *ctx, int dev);
int bbmmi_fuse_half(bbmm_context *ctx, int dev);
int bbmmi_fuse_apart(bbmm_context *ctx, int dev, const bbmmi_view *src, const bbmm_box *box);
void bbmmi_fuse_alone(bbmm_context *ctx, int dev, int n);
bbmm_status bbmmi_fuse_write(bbmm_context *ctx, int dev, bbmm_buf parent, const bbmmi_fpiece *pc, int n,
                             int half);

/* ---- transfer fusion: which pieces move in one write ------------------ */

#ifdef BBMM_METHOD_BODIES /* compiled once (config.h) */

/* Each run of joined pieces (pc[i].joins) that none of must move alone
 * goes in one write through a half of the pinned memory; a piece that
 * must (no half free, beyond the pinned memory's span, bbmmi_fuse_apart)
 * is an ordinary transfer, which counts its own time. */
bbmm_status bbmmi_transfer_fused(bbmm_context *ctx, int dev, bbmm_buf parent, const bbmmi_fpiece *pc, int n,
                                 int *writes)
{
    int alone[BBMMI_FUSE_N], i, j, half, nalone = 0;
    uint64_t t0;
    bbmm_status st;
    *writes = 0;
    if (!ctx || !parent || dev < 0 || dev >= bbmm_mgr(ctx)->ndev || n < 0 || n > BBMMI_FUSE_N)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmmi_transfer_fused: bad arguments");
    st = bbmmi_fuse_open(ctx, dev); /* start-up time (staging_ns) */
    t0 = bbmmi_now_ns();
    half = bbmmi_fuse_half(ctx, dev);
    for (i = 0; i < n; i++)
        alone[i] = half < 0 || pc[i].off + pc[i].bytes > BBMMI_FUSE_SPAN ||
                   bbmmi_fuse_apart(ctx, dev, &pc[i].src, &pc[i].dst.bounds);
    for (i = 0; i < n && st == BBMM_OK; i = j) {
        for (j = i + 1; j < n && !alone[i] && !alone[j] && pc[j].joins; j++)
            ;
        if (alone[i]) {
            uint64_t t1 = bbmmi_now_ns();
            nalone++;
            st = bbmmi_transfer(ctx, dev, &pc[i].dst, &pc[i].src, &pc[i].dst.bounds);
            t0 += bbmmi_now_ns() - t1;
        } else
            st = bbmmi_fuse_write(ctx, dev, parent, pc + i, j - i, half);
        if (st == BBMM_OK)
            (*writes)++;
    }
    bbmmi_fuse_alone(ctx, dev, nalone);
    bbmm_mgr(ctx)->store[dev].stats.transfer_ns += bbmmi_now_ns() - t0;
    return st;
}

#endif /* BBMM_METHOD_BODIES */

/* Make the deferred read-ins of device "dev"'s fused placement: one write
 * per run of neighbours (bbmmi_transfer_fused, above).  When it fails,
 * the boxes are stale again and their bytes uncounted. */
BBMM_API bbmm_status bbmmi_fuse_flush(bbmm_context *ctx, int dev)
{
    bbmmi_fplan *pl = bbmmi_fuse_mine(ctx, dev);
    bbmmi_store *d = &bbmm_mgr(ctx)->store[dev];
    bbmmi_fpiece pc[BBMMI_FUSE_N];
    bbmm_status st, s2;
    uint64_t align = bbmmi_sub_align(ctx);
    int i, k, n = 0, writes = 0;
    if (!pl || !pl->nload)
        return BBMM_OK;
    for (k = 0; k < pl->n; k++) {
        bbmmi_resident *x;
        if (!pl->m[k].load)
            continue;
        x = pl->load[pl->m[k].load - 1].x;
        for (i = n; i > 0 && pc[i - 1].off > pl->m[k].off; i--) /* by offset */
            pc[i] = pc[i - 1];
        pc[i].src = bbmmi_mgr_host_view(x->array);
        pc[i].dst = bbmmi_mgr_dev_view(x);
        pc[i].off = pl->m[k].off;
        pc[i].bytes = pl->m[k].bytes;
        n++;
    }
    for (i = 0; i < n; i++) /* neighbours: no other part between them */
        pc[i].joins = i > 0 && (pc[i - 1].off + pc[i - 1].bytes + align - 1) / align * align == pc[i].off;
    st = bbmmi_transfer_fused(ctx, dev, pl->g->parent, pc, n, &writes);
    if (st == BBMM_OK) {
        d->stats.fused_loads += (uint64_t)n;
        d->stats.fused_writes += (uint64_t)writes;
    }
    for (k = 0; k < pl->nload && st != BBMM_OK; k++) {
        bbmmi_resident *x = pl->load[k].x;
        uint64_t vol = 0;
        bbmm_bb_volume(&x->box, &vol);
        d->stats.h2d[pl->load[k].p].bytes -= vol * x->array->elem - pl->load[k].in_bytes;
        d->stats.h2d[BBMM_PURPOSE_BOXIN].bytes -= pl->load[k].in_bytes;
        d->stats.h2d[pl->load[k].all_in ? BBMM_PURPOSE_BOXIN : pl->load[k].p].count--;
        s2 = bbmmi_mgr_list_add(&x->stale, &x->box);
        if (s2 != BBMM_OK)
            st = s2;
    }
    for (k = 0; k < pl->n; k++)
        pl->m[k].load = 0;
    pl->nload = 0;
    return st;
}

BBMM_API uint64_t bbmm_test_fused_held(bbmm_context *ctx, int dev, int drop)
{
    uint64_t held;
    if (!ctx || dev < 0 || dev >= bbmm_mgr(ctx)->ndev)
        return 0;
    bbmmi_lock(ctx);
    while (drop && bbmmi_mgr_pool_drop(&bbmm_mgr(ctx)->store[dev]))
        ;
    held = bbmm_mgr(ctx)->store[dev].fused_held;
    bbmmi_unlock(ctx);
    return held;
}

/* Allocation fusion for a tile about to be placed on device "dev" (its
 * allocation boxes: boxes[i] of array arrays[i], flags[i] as bb_alloc
 * will get them): the boxes bb_alloc will be asked for as they are (no box
 * of their array on the device holds them, no other of the tile's boxes
 * of that array overlaps them), each of at most BBMMI_FUSE_BOX bytes and
 * iteration-local as most of them are or not (boxes that live alike), get
 * parts of one new shared buffer, when at least two do and the device's
 * budget stays less than half used.  bbmm_bb_alloc gives the parts to their
 * boxes; bbmmi_fuse_end moves their read-ins and ends the placement.  Off
 * with BBMM_FUSE=off and while another thread places a tile on "dev".
 * Only a failure other than the device running out of memory is an
 * error. */
BBMM_API bbmm_status bbmmi_fuse_begin(bbmm_context *ctx, int dev, int n, const bbmm_array *arrays,
                                      const bbmm_box *boxes, const unsigned *flags)
{
    bbmmi_store *d;
    bbmmi_fplan *pl = NULL;
    uint64_t align, at = 0, vol, sizes[BBMMI_FUSE_N], offs[BBMMI_FUSE_N], bytes[BBMMI_FUSE_N];
    bbmm_buf parent = NULL, subs[BBMMI_FUSE_N];
    bbmmi_fgroup *same = NULL;
    bbmm_status st = BBMM_OK;
    int i, j, c = 0, m = 0, best = 0, common = 0, count, pick[BBMMI_FUSE_N], cand[BBMMI_FUSE_N];
    bbmmi_mgr_clock clk;
    if (!ctx || dev < 0 || dev >= bbmm_mgr(ctx)->ndev || n < 2 || !bbmm_setting_fuse(ctx))
        return BBMM_OK;
    bbmmi_lock(ctx);
    clk = bbmmi_mgr_begin(ctx);
    d = &bbmm_mgr(ctx)->store[dev];
    align = bbmmi_sub_align(ctx);
    if (d->fplan || !align)
        goto out;
    for (i = 0; i < n; i++) {
        for (count = 0, j = 0; j < n; j++)
            count += !((flags[j] ^ flags[i]) & BBMM_BOX_ITER_LOCAL);
        if (count > best) {
            best = count;
            common = i;
        }
    }
    /* the candidates: boxes bb_alloc will be asked for as they are */
    for (i = 0; i < n && c < BBMMI_FUSE_N; i++) {
        bbmmi_array *a = bbmmi_mgr_array(ctx, arrays[i]);
        const bbmmi_resident *y = NULL;
        if (!a || ((flags[i] ^ flags[common]) & BBMM_BOX_ITER_LOCAL) || bbmm_bb_volume(&boxes[i], &vol) != BBMM_OK ||
            !vol || vol > BBMMI_FUSE_BOX / a->elem || bbmm_bb_is_invalid(&boxes[i]) || boxes[i].ndim != a->ndim)
            continue;
        for (y = bbmm_mgr(ctx)->reuse ? a->residents : NULL; y; y = y->anext)
            if (y->dev == dev && bbmm_bb_is_subset(&boxes[i], &y->box))
                break;
        for (j = 0; !y && j < n; j++)
            if (j != i && arrays[j].id == arrays[i].id && bbmm_bb_overlaps(&boxes[j], &boxes[i]))
                break;
        if (y || j < n)
            continue;
        cand[c] = i;
        bytes[c] = vol * a->elem;
        c++;
    }
    /* the plan (a few KiB) only where two boxes may share a buffer: a tile
     * whose boxes are all resident, every run of a time loop, has none */
    if (c < 2 || !(pl = (bbmmi_fplan *)calloc(1, sizeof(*pl))))
        goto out;
    /* Parts of one shared buffer in the pool, one of each candidate's size
     * (the boxes of an earlier tile like this one, freed): they serve again,
     * neighbours still, and nothing is allocated. */
    for (i = 0; i < c; i++) {
        pick[i] = -1;
        for (j = d->npool - 1; j >= 0 && pick[i] < 0; j--) {
            int k, used = 0;
            for (k = 0; k < i; k++)
                used |= pick[k] == j;
            if (!used && d->pool_size[j] == bytes[i] && d->pool_group[j] && (!same || d->pool_group[j] == same))
                pick[i] = j;
        }
        if (pick[i] < 0)
            break;
        same = d->pool_group[pick[i]];
    }
    if (i == c) {
        for (i = 0; i < c; i++) {
            pl->m[i].array = bbmmi_mgr_array(ctx, arrays[cand[i]])->id;
            pl->m[i].box = boxes[cand[i]];
            pl->m[i].off = d->pool_off[pick[i]];
            pl->m[i].bytes = bytes[i];
            pl->m[i].sub = d->pool[pick[i]];
        }
        for (i = 0; i < c; i++) { /* out of the pool, highest entry first */
            int top = 0;
            for (j = 1; j < c; j++)
                if (pick[j] > pick[top])
                    top = j;
            bbmmi_mgr_pool_remove(d, pick[top]);
            bbmmi_fg_change(d, same, -(int64_t)bytes[top], 0); /* not counted until a box takes it */
            pick[top] = -1;
        }
        pl->g = same;
        pl->n = c;
        goto made;
    }
    /* Otherwise a new shared buffer for the candidates the pool has no
     * buffer of the size for (a pooled buffer costs no allocation). */
    for (i = 0; i < c && m < BBMMI_FUSE_N; i++) {
        if (bbmmi_mgr_pool_find(d, bytes[i]) >= 0)
            continue;
        if (at + bytes[i] > BBMMI_FUSE_SPAN)
            break;
        pl->m[m].array = bbmmi_mgr_array(ctx, arrays[cand[i]])->id;
        pl->m[m].box = boxes[cand[i]];
        pl->m[m].off = offs[m] = at;
        pl->m[m].bytes = sizes[m] = bytes[i];
        m++;
        at = (at + bytes[i] + align - 1) / align * align;
    }
    if (m < 2 || (d->stats.alloc_bytes + d->pool_bytes + d->fused_held + at) > d->mem_limit / 2)
        goto out;
    st = bbmmi_buffer_group(ctx, dev, at, m, offs, sizes, &parent, subs);
    if (st == BBMM_ERR_DEVICE_NOMEM) { /* then without fusion */
        bbmmi_error_forget();
        st = BBMM_OK;
    }
    if (st != BBMM_OK || !parent)
        goto out;
    if (!(pl->g = (bbmmi_fgroup *)calloc(1, sizeof(*pl->g)))) {
        for (i = 0; i < m; i++)
            bbmmi_buffer_release(subs[i]);
        bbmmi_buffer_release(parent);
        goto out;
    }
    pl->g->parent = parent;
    pl->g->bytes = at;
    pl->g->members = m;
    d->fused_held += at;
    for (i = 0; i < m; i++)
        pl->m[i].sub = subs[i];
    pl->n = m;
    d->stats.fused_buffers++;
made:
    pl->owner = bbmmi_thread_token();
    d->fplan = pl;
    pl = NULL;
out:
    free(pl);
    bbmmi_mgr_end(ctx, clk, dev, st);
    bbmmi_unlock(ctx);
    return st;
}

/* End the fused placement of the calling thread on device "dev": its
 * deferred read-ins move (bbmmi_fuse_flush), and the parts no box took
 * are released.  Returns the flush's status. */
BBMM_API bbmm_status bbmmi_fuse_end(bbmm_context *ctx, int dev)
{
    bbmmi_fplan *pl;
    bbmm_status st;
    bbmmi_mgr_clock c;
    int k;
    if (!ctx || dev < 0 || dev >= bbmm_mgr(ctx)->ndev)
        return BBMM_OK;
    bbmmi_lock(ctx);
    if (!(pl = bbmmi_fuse_mine(ctx, dev))) {
        bbmmi_unlock(ctx);
        return BBMM_OK;
    }
    c = bbmmi_mgr_begin(ctx);
    st = bbmmi_fuse_flush(ctx, dev);
    for (k = 0; k < pl->n; k++) {
        bbmmi_store *d = &bbmm_mgr(ctx)->store[dev];
        if (pl->m[k].taken) {
            d->stats.fused_boxes++;
        } else { /* counted by the pool again */
            bbmmi_fg_change(d, pl->g, (int64_t)pl->m[k].bytes, 0);
            bbmmi_mgr_pool_put(d, pl->m[k].sub, pl->m[k].bytes, pl->g, pl->m[k].off, bbmm_mgr(ctx)->runs);
        }
    }
    bbmm_mgr(ctx)->store[dev].fplan = NULL;
    free(pl);
    bbmmi_mgr_end(ctx, c, dev, st);
    bbmmi_unlock(ctx);
    return st;
}

BBMM_EXTERN_C_END

#endif
