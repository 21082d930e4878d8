/* bbmm/coherence.h - the coherence directory of manager.h's buffer
 * manager (the paper's Table III works through it): transfers with their
 * accounting (by purpose, box-in and box-out), the dirty and stale lists
 * of each resident box, the pending writes of a phase and its end,
 * refreshes from a peer device or the host, and the device lists.  Part
 * of bbmm.h through manager.h, which includes it after directory.h (the
 * state) and fuse.h (allocation fusion, whose deferred loads a transfer
 * may join), before its own code (never included alone).
 */
#ifndef BBMM_MANAGER_H
#error "bbmm/coherence.h is a part of bbmm/manager.h: include bbmm.h"
#elif !defined(BBMM_COHERENCE_H)
#define BBMM_COHERENCE_H

BBMM_EXTERN_C_BEGIN

/* ---- transfers with accounting -------------------------------------- */

/* Count a transfer of "region" of "a" in "c". */
BBMM_API void bbmmi_mgr_count(bbmm_xfer_count *c, const bbmmi_array *a, const bbmm_box *region)
{
    uint64_t n = 0;
    bbmm_bb_volume(region, &n);
    c->bytes += n * a->elem;
    c->count++;
}

/* Copy "region" of the host array into resident box "x" ("mine": "x" is
 * acquired by the calling thread, so the context lock may be released
 * while the copy runs: nothing frees "x" meanwhile). */
BBMM_API bbmm_status bbmmi_mgr_h2d(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box *region, bbmm_purpose p, int mine)
{
    bbmmi_view src = bbmmi_mgr_host_view(x->array), dst = bbmmi_mgr_dev_view(x);
    bbmm_status st;
    dst.unlock_wait = mine && x->uses > 0;
    st = bbmmi_transfer(ctx, x->dev, &dst, &src, region);
    if (st == BBMM_OK)
        bbmmi_mgr_count(&bbmm_mgr(ctx)->store[x->dev].stats.h2d[p], x->array, region);
    return st;
}

/* Copy "region" of resident box "x" to the host array and forget every
 * dirty mark on it (the host now holds the newest value); "mine" as for
 * bbmmi_mgr_h2d. */
BBMM_API bbmm_status bbmmi_mgr_d2h(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box *region, bbmm_purpose p, int mine)
{
    bbmmi_view src = bbmmi_mgr_dev_view(x), dst = bbmmi_mgr_host_view(x->array);
    bbmmi_resident *y;
    bbmm_status st;
    src.unlock_wait = mine && x->uses > 0;
    if (bbmmi_fuse_pending(ctx, x) && (st = bbmmi_fuse_flush(ctx, x->dev)) != BBMM_OK)
        return st;
    st = bbmmi_transfer(ctx, x->dev, &dst, &src, region);
    if (st != BBMM_OK)
        return st;
    x->array->host_written = 1;
    bbmmi_mgr_count(&bbmm_mgr(ctx)->store[x->dev].stats.d2h[p], x->array, region);
    for (y = x->array->residents; y && st == BBMM_OK; y = y->anext) {
        st = bbmmi_mgr_list_remove(&y->dirty, region);
        if (st == BBMM_OK && y->fresh.n)
            st = bbmmi_mgr_list_remove(&y->fresh, region);
        if (st == BBMM_OK && y->carried.n)
            st = bbmmi_mgr_list_remove(&y->carried, region);
    }
    return st;
}

/* Copy "region" from resident box "src" to "dst" on their device. */
BBMM_API bbmm_status bbmmi_mgr_d2d(bbmm_context *ctx, bbmmi_resident *dst, bbmmi_resident *src,
                           const bbmm_box *region, bbmm_purpose p)
{
    bbmmi_view s = bbmmi_mgr_dev_view(src), d = bbmmi_mgr_dev_view(dst);
    bbmm_status st = BBMM_OK;
    if (bbmmi_fuse_pending(ctx, src) || bbmmi_fuse_pending(ctx, dst))
        st = bbmmi_fuse_flush(ctx, dst->dev);
    if (st == BBMM_OK)
        st = bbmmi_transfer(ctx, dst->dev, &d, &s, region);
    if (st == BBMM_OK)
        bbmmi_mgr_count(&bbmm_mgr(ctx)->store[dst->dev].stats.d2d[p], dst->array, region);
    return st;
}

/* Copy "region" of the host array into "x", counting the part this device
 * evicted earlier as box-in and the rest as "p". */
BBMM_API bbmm_status bbmmi_mgr_load_from_host(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box *region,
                                      bbmm_purpose p, int mine)
{
    bbmm_box_list *ev = &x->array->evicted[x->dev];
    uint64_t total = 0, in = 0, v;
    bbmm_box ib;
    bbmm_status st;
    size_t i;
    /* a scratch array's host copy holds nothing a region reads before
     * writing it, until the runtime writes some of it there (box-out,
     * flows, write-out: none of them has, so nothing is evicted either) */
    if (p == BBMM_PURPOSE_READIN && !x->array->host_written && bbmmi_mgr_scratch(ctx, x->array))
        return BBMM_OK;
    for (i = 0; i < ev->n; i++)
        if (bbmm_bb_intersection(&ev->v[i], region, &ib) && bbmm_bb_volume(&ib, &v) == BBMM_OK)
            in += v;
    bbmm_bb_volume(region, &total);
    if (bbmmi_fuse_defer(ctx, x, region, p, in * x->array->elem, in && in == total))
        bbmmi_mgr_count(&bbmm_mgr(ctx)->store[x->dev].stats.h2d[p], x->array, region); /* moves in the fused write */
    else if ((st = bbmmi_mgr_h2d(ctx, x, region, p, mine)) != BBMM_OK)
        return st;
    if (!in)
        return BBMM_OK;
    bbmm_mgr(ctx)->store[x->dev].stats.h2d[p].bytes -= in * x->array->elem;
    bbmm_mgr(ctx)->store[x->dev].stats.h2d[BBMM_PURPOSE_BOXIN].bytes += in * x->array->elem;
    if (in == total) {
        bbmm_mgr(ctx)->store[x->dev].stats.h2d[p].count--;
        bbmm_mgr(ctx)->store[x->dev].stats.h2d[BBMM_PURPOSE_BOXIN].count++;
    }
    return bbmmi_mgr_list_remove(ev, region);
}

/* Transfer fusion: merge the pieces of "l" whose union is a box, so that
 * they move in one transfer; lists longer than BBMMI_FUSE_MAX stay as they
 * are (the merge is quadratic in the list's length). */
#define BBMMI_FUSE_MAX 64
BBMM_API void bbmmi_fuse(bbmm_box_list *l)
{
    if (l->n > 1 && l->n <= BBMMI_FUSE_MAX)
        bbmm_bb_merge(l, 0);
}

/* Write every dirty region of "x" to the host, counted as "p". */
BBMM_API bbmm_status bbmmi_mgr_write_back(bbmm_context *ctx, bbmmi_resident *x, bbmm_purpose p)
{
    bbmm_status st = BBMM_OK;
    bbmmi_fuse(&x->dirty); /* transfer fusion: dirty pieces whose union is a box move as one */
    while (x->dirty.n && st == BBMM_OK) {
        bbmm_box d = x->dirty.v[x->dirty.n - 1];
        st = bbmmi_mgr_d2h(ctx, x, &d, p, 0);
    }
    return st;
}

/* ---- coherence ------------------------------------------------------ */

/* Append a pending record of "region" of array "a" ("writer" 0: flowed in). */
BBMM_API bbmm_status bbmmi_mgr_pending(bbmm_context *ctx, const bbmmi_array *a, uint64_t writer, int dev,
                                       const bbmm_box *region)
{
    if (bbmm_mgr(ctx)->npending == bbmm_mgr(ctx)->pending_cap) {
        size_t cap = bbmm_mgr(ctx)->pending_cap ? 2 * bbmm_mgr(ctx)->pending_cap : 64;
        bbmmi_pending *np = (bbmmi_pending *)realloc(bbmm_mgr(ctx)->pending, cap * sizeof(*np));
        if (!np)
            return bbmmi_error(ctx, BBMM_ERR_NOMEM, "out of host memory for coherence records");
        bbmm_mgr(ctx)->pending = np;
        bbmm_mgr(ctx)->pending_cap = cap;
    }
    bbmm_mgr(ctx)->pending[bbmm_mgr(ctx)->npending].array = a->id;
    bbmm_mgr(ctx)->pending[bbmm_mgr(ctx)->npending].writer = writer;
    bbmm_mgr(ctx)->pending[bbmm_mgr(ctx)->npending].dev = dev;
    bbmm_mgr(ctx)->pending[bbmm_mgr(ctx)->npending].region = *region;
    bbmm_mgr(ctx)->npending++;
    return BBMM_OK;
}

/* Mark "region" stale in every resident of "a" except resident "writer". */
BBMM_API bbmm_status bbmmi_mgr_mark_others(bbmmi_array *a, uint64_t writer, const bbmm_box *region)
{
    bbmmi_resident *y;
    bbmm_status st = BBMM_OK;
    bbmm_box iy;
    for (y = a->residents; y && st == BBMM_OK; y = y->anext)
        if (y->id != writer && bbmm_bb_intersection(&y->box, region, &iy))
            st = bbmmi_mgr_list_add(&y->stale, &iy);
    return st;
}

/* Inside a phase, "x" is about to be marked written in "in": remember
 * as carried the parts of "in" that it, or another box of the array whose
 * dirty marks the write supersedes, holds dirty from an earlier phase.  A
 * box written in a phase is the hull of what its tile writes (a red-black
 * sweep writes every other element of it); the elements of the hull the
 * tile did not write keep their earlier value ("x" was refreshed for the
 * hull before the tile ran), which other tiles of the phase may read and
 * which may exist nowhere else. */
BBMM_API bbmm_status bbmmi_mgr_carry(bbmmi_resident *x, const bbmm_box *in)
{
    bbmm_box store[16], d;
    bbmm_box_list old;
    bbmmi_resident *y;
    bbmm_status st = BBMM_OK;
    size_t k, i;
    for (y = x->array->residents; y && st == BBMM_OK; y = y->anext)
        for (k = 0; k < y->dirty.n && st == BBMM_OK; k++) {
            /* (the test first: most of a long list misses "in") */
            if (!bbmm_bb_overlaps(&y->dirty.v[k], in) || !bbmm_bb_intersection(&y->dirty.v[k], in, &d))
                continue;
            bbmm_box_list_init(&old, store, 16);
            st = bbmm_bb_subtract_list(&d, y->fresh.v, y->fresh.n, &old);
            for (i = 0; i < old.n && st == BBMM_OK; i++)
                st = bbmmi_mgr_list_add(&x->carried, &old.v[i]);
            bbmm_box_list_free(&old);
        }
    return st;
}

/* Record that "x" holds newly written values in "w" (clipped to its box).
 * Dirty marks elsewhere are superseded at once; other copies become stale
 * now, or at the end of the phase when inside one. */
BBMM_API bbmm_status bbmmi_mgr_mark_written(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box *w)
{
    bbmmi_resident *y;
    bbmm_box in, iy;
    bbmm_status st = BBMM_OK;
    if (!w || !bbmm_bb_intersection(&x->box, w, &in))
        return BBMM_OK;
    if (bbmm_mgr(ctx)->phase)
        st = bbmmi_mgr_carry(x, &in);
    for (y = x->array->residents; y && st == BBMM_OK; y = y->anext)
        if (y != x && bbmm_bb_intersection(&y->box, &in, &iy))
            st = bbmmi_mgr_list_remove(&y->dirty, &iy);
    if (st == BBMM_OK)
        st = bbmm_mgr(ctx)->phase ? bbmmi_mgr_pending(ctx, x->array, x->id, -1, &in) : bbmmi_mgr_mark_others(x->array, x->id, &in);
    if (st == BBMM_OK)
        st = bbmmi_mgr_list_remove(&x->stale, &in);
    if (st == BBMM_OK)
        st = bbmmi_mgr_list_add(&x->dirty, &in);
    if (st == BBMM_OK && bbmm_mgr(ctx)->phase)
        st = bbmmi_mgr_list_add(&x->fresh, &in);
    if (st == BBMM_OK && (!x->array->written || x->array->conflict[0])) {
        x->array->written = 1;
        st = bbmmi_mgr_conflicts(ctx, x->array);
    }
    return st;
}

/* Start a parallel phase (lock held): until bbmmi_phase_end(), a write
 * marks other copies stale only at the end of the phase, minus what was
 * flowed in; reads in the phase never pull values written in it (tiles of
 * one phase are independent, so they read what the phase started with). */
BBMM_API void bbmmi_phase_begin(bbmm_context *ctx)
{
    bbmm_mgr(ctx)->phase = 1;
    bbmm_mgr(ctx)->runs++;
}

/* Apply pending write "w" of the phase: stale in every other copy except
 * where that copy was flowed in (the flow-in records of the same array
 * for every device, or for the copy's device). */
BBMM_API bbmm_status bbmmi_mgr_apply_pending(bbmm_context *ctx, const bbmmi_pending *w)
{
    bbmm_manager *m = bbmm_mgr(ctx);
    bbmm_box store[16], iy;
    bbmm_box_list rest;
    bbmmi_array *a = bbmmi_mgr_array_at(m, w->array);
    bbmmi_resident *y;
    bbmm_status st = BBMM_OK;
    size_t i, end;
    for (y = a ? a->residents : NULL; y && st == BBMM_OK; y = y->anext) {
        if (y->id == w->writer || !bbmm_bb_intersection(&y->box, &w->region, &iy))
            continue;
        bbmm_box_list_init(&rest, store, 16);
        st = bbmm_box_list_push(&rest, &iy);
        end = rest.n;
        for (i = 0; i < m->npending && st == BBMM_OK && rest.n; i++) {
            const bbmmi_pending *f = &m->pending[i];
            bbmm_box cut = f->region;
            if (f->writer == 0 && f->array == w->array && (f->dev < 0 || f->dev == y->dev))
                st = bbmmi_bb_carve(&rest, 0, &end, &cut);
        }
        for (i = 0; i < rest.n && st == BBMM_OK; i++)
            st = bbmmi_mgr_list_add(&y->stale, &rest.v[i]);
        bbmm_box_list_free(&rest);
    }
    return st;
}

/* End the phase: apply its pending writes and flow-ins (lock held). */
BBMM_API bbmm_status bbmmi_phase_end(bbmm_context *ctx)
{
    bbmm_status st = BBMM_OK, s2;
    bbmmi_resident *x;
    uint32_t a;
    size_t i;
    for (i = 0; i < bbmm_mgr(ctx)->npending; i++) {
        if (bbmm_mgr(ctx)->pending[i].writer == 0)
            continue;
        s2 = bbmmi_mgr_apply_pending(ctx, &bbmm_mgr(ctx)->pending[i]);
        if (st == BBMM_OK)
            st = s2;
    }
    for (a = 0; a < bbmm_mgr(ctx)->narrays; a++)
        for (x = bbmm_mgr(ctx)->arrays[a] ? bbmm_mgr(ctx)->arrays[a]->residents : NULL; x; x = x->anext)
            x->fresh.n = x->carried.n = 0;
    bbmm_mgr(ctx)->npending = 0;
    bbmm_mgr(ctx)->phase = 0;
    return st;
}

/* Copy into "x" the parts of the pieces "p" that resident box "y" on the
 * same device holds valid, removing them from "p"; count as "pur". */
BBMM_API bbmm_status bbmmi_mgr_fill_from_peer(bbmm_context *ctx, bbmmi_resident *x, bbmmi_resident *y,
                                      bbmm_box_list *p, bbmm_purpose pur)
{
    bbmm_box store[16], ib;
    bbmm_box_list valid;
    bbmm_status st = BBMM_OK;
    size_t i, k;
    bbmm_box_list_init(&valid, store, 16);
    for (i = 0; i < p->n && st == BBMM_OK; i++) {
        if (!bbmm_bb_intersection(&p->v[i], &y->box, &ib))
            continue;
        st = bbmm_bb_subtract_list(&ib, y->stale.v, y->stale.n, &valid);
    }
    for (k = 0; k < valid.n && st == BBMM_OK; k++) {
        st = bbmmi_mgr_d2d(ctx, x, y, &valid.v[k], pur);
        if (st == BBMM_OK)
            st = bbmmi_mgr_list_remove(p, &valid.v[k]);
    }
    bbmm_box_list_free(&valid);
    return st;
}

/* Find a part of "p" that "y" holds dirty from an earlier phase, carried
 * ones included (bbmmi_mgr_carry: their written elements are of this
 * phase, but no tile of a phase reads what another one writes); the rest
 * of what it wrote in the current phase is never read in it.  Store it in
 * "ib". */
BBMM_API int bbmmi_mgr_find_dirty(const bbmmi_resident *y, const bbmm_box *p, bbmm_box *ib)
{
    bbmm_box store[16], d;
    bbmm_box_list old;
    size_t k, i;
    int found = 0;
    for (k = 0; k < y->dirty.n && !found; k++) {
        if (!bbmm_bb_intersection(&y->dirty.v[k], p, &d))
            continue;
        if (!y->fresh.n) {
            *ib = d;
            return 1;
        }
        for (i = 0; i < y->carried.n; i++)
            if (bbmm_bb_intersection(&y->carried.v[i], &d, ib))
                return 1;
        bbmm_box_list_init(&old, store, 16);
        if (bbmm_bb_subtract_list(&d, y->fresh.v, y->fresh.n, &old) == BBMM_OK && old.n) {
            *ib = old.v[0];
            found = 1;
        }
        bbmm_box_list_free(&old);
    }
    return found;
}

/* Make the host current for the pieces "p": every dirty part another box
 * holds is copied to the host first (counted as flow-out). */
BBMM_API bbmm_status bbmmi_mgr_pull_newer(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box_list *p)
{
    bbmmi_resident *y;
    bbmm_box ib;
    bbmm_status st = BBMM_OK;
    size_t i;
    for (y = x->array->residents; y && st == BBMM_OK; y = y->anext)
        for (i = 0; y != x && i < p->n && st == BBMM_OK; i++)
            while (st == BBMM_OK && bbmmi_mgr_find_dirty(y, &p->v[i], &ib))
                st = bbmmi_mgr_d2h(ctx, y, &ib, BBMM_PURPOSE_FLOWOUT, 0);
    return st;
}

/* Make stale piece "s" of "x" current: same-device copies first (unless
 * reuse is off), then the host; bytes count as purpose "pur".  "s" leaves
 * the stale list only once its data is in place. */
BBMM_API bbmm_status bbmmi_mgr_refresh_piece(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box *s,
                                     bbmm_purpose pur)
{
    bbmm_box store[16];
    bbmm_box_list p;
    bbmmi_resident *y;
    bbmm_status st;
    size_t i;
    bbmm_box_list_init(&p, store, 16);
    st = bbmm_box_list_push(&p, s);
    for (y = x->array->residents; y && st == BBMM_OK && p.n && bbmm_mgr(ctx)->reuse; y = y->anext)
        if (y != x && y->dev == x->dev)
            st = bbmmi_mgr_fill_from_peer(ctx, x, y, &p, pur);
    if (st == BBMM_OK && p.n)
        st = bbmmi_mgr_pull_newer(ctx, x, &p);
    bbmmi_fuse(&p); /* transfer fusion: pieces whose union is a box move as one */
    for (i = 0; i < p.n && st == BBMM_OK; i++)
        st = bbmmi_mgr_load_from_host(ctx, x, &p.v[i], pur, 1);
    if (st == BBMM_OK)
        st = bbmmi_mgr_list_remove(&x->stale, s);
    bbmm_box_list_free(&p);
    return st;
}

/* Make every stale element of "x" current. */
BBMM_API bbmm_status bbmmi_mgr_refresh(bbmm_context *ctx, bbmmi_resident *x)
{
    bbmm_status st = BBMM_OK;
    bbmmi_fuse(&x->stale); /* transfer fusion: stale pieces whose union is a box move as one */
    while (x->stale.n && st == BBMM_OK) {
        bbmm_box s = x->stale.v[x->stale.n - 1];
        st = bbmmi_mgr_refresh_piece(ctx, x, &s, BBMM_PURPOSE_READIN);
    }
    return st;
}

/* Make current the stale elements of "x" inside "need"[0.."n"-1], each
 * moved once, counted as "pur". */
BBMM_API bbmm_status bbmmi_mgr_refresh_need(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box *need, size_t n,
                                    bbmm_purpose pur)
{
    bbmm_box store[32], dstore[32];
    bbmm_box_list cut, todo;
    bbmm_status st = BBMM_OK;
    bbmm_box ib;
    size_t i, j;
    bbmm_box_list_init(&cut, store, 32);
    bbmm_box_list_init(&todo, dstore, 32);
    for (i = 0; i < x->stale.n && st == BBMM_OK; i++)
        for (j = 0; j < n && st == BBMM_OK; j++)
            if (bbmm_bb_intersection(&x->stale.v[i], &need[j], &ib))
                st = bbmm_box_list_push(&cut, &ib);
    if (st == BBMM_OK && cut.n)
        st = bbmm_bb_disjoint(cut.v, cut.n, &todo);
    bbmmi_fuse(&todo); /* transfer fusion: stale pieces whose union is a box move as one */
    for (i = 0; i < todo.n && st == BBMM_OK; i++)
        st = bbmmi_mgr_refresh_piece(ctx, x, &todo.v[i], pur);
    bbmm_box_list_free(&cut);
    bbmm_box_list_free(&todo);
    return st;
}

/* ---- device lists --------------------------------------------------- */

/* Unlink "x" from list "l". */
BBMM_API void bbmmi_mgr_unlink(bbmmi_list *l, bbmmi_resident *x)
{
    if (x->prev)
        x->prev->next = x->next;
    else
        l->head = x->next;
    if (x->next)
        x->next->prev = x->prev;
    else
        l->tail = x->prev;
    x->prev = x->next = NULL;
}

/* Append "x" to the tail of list "l". */
BBMM_API void bbmmi_mgr_append(bbmmi_list *l, bbmmi_resident *x)
{
    x->next = NULL;
    x->prev = l->tail;
    if (l->tail)
        l->tail->next = x;
    else
        l->head = x;
    l->tail = x;
}

/* The device list "x" is on. */
BBMM_API bbmmi_list *bbmmi_mgr_list_of(bbmm_context *ctx, bbmmi_resident *x)
{
    return x->uses ? &bbmm_mgr(ctx)->store[x->dev].in_use : &bbmm_mgr(ctx)->store[x->dev].unused;
}

BBMM_EXTERN_C_END

#endif
