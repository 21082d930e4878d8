/* lib/manager.c - host arrays and the per-device buffer manager (paper
 * Table II, Algorithm 3) with the coherence directory.
 *
 * The host array is the master copy.  Each resident box keeps two disjoint
 * lists of regions:
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
 */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define MGR_CLOCK_DEVS 64 /* devices whose transfer time mgr_clock keeps apart */

/* ---- timing of manager work ---------------------------------------- */

typedef struct {
    uint64_t start;
    uint64_t transfer;                     /* all devices' transfer time at the start */
    uint64_t dev_transfer[MGR_CLOCK_DEVS]; /* each device's */
} mgr_clock;

/* Sum of the transfer time of all devices of "ctx". */
static uint64_t mgr_transfer_total(const bbmm_context *ctx)
{
    uint64_t t = 0;
    int d;
    for (d = 0; d < ctx->ndev; d++)
        t += ctx->dev[d].stats.transfer_ns;
    return t;
}

/* Start timing manager work in "ctx" (lock held). */
static mgr_clock mgr_begin(const bbmm_context *ctx)
{
    mgr_clock c;
    int d;
    c.transfer = mgr_transfer_total(ctx);
    for (d = 0; d < ctx->ndev && d < MGR_CLOCK_DEVS; d++)
        c.dev_transfer[d] = ctx->dev[d].stats.transfer_ns;
    c.start = bbmmi_now_ns();
    return c;
}

/* Charge the time since "c", less transfer time, to device "dev" (-1: the
 * context) and return "st".  Work for one device subtracts that device's
 * transfers only: a direct copy releases the lock while it runs, and what
 * other devices move meanwhile is not this work's. */
static bbmm_status mgr_end(bbmm_context *ctx, mgr_clock c, int dev, bbmm_status st)
{
    uint64_t spent = bbmmi_now_ns() - c.start;
    uint64_t moved = dev >= 0 && dev < ctx->ndev && dev < MGR_CLOCK_DEVS
                         ? ctx->dev[dev].stats.transfer_ns - c.dev_transfer[dev]
                         : mgr_transfer_total(ctx) - c.transfer;
    spent = spent > moved ? spent - moved : 0;
    if (dev >= 0 && dev < ctx->ndev)
        ctx->dev[dev].stats.manager_ns += spent;
    else
        ctx->manager_ns += spent;
    return st;
}

/* ---- region lists --------------------------------------------------- */

/* Add the points of "b" to the disjoint list "l", keeping it disjoint. */
static bbmm_status mgr_list_add(bbmm_box_list *l, const bbmm_box *b)
{
    bbmm_box store[16], c, m;
    bbmm_box_list tmp;
    bbmm_status st;
    size_t i, j;
    bbmm_box_list_init(&tmp, store, 16);
    st = bbmm_bb_subtract_list(b, l->v, l->n, &tmp);
    /* Each new piece merges with whatever box of the list it forms a box
     * with, the result again, until none; then it joins the list.  Only a
     * merged box can make new merges possible, so this keeps a list whose
     * boxes merge no further in that state in linear time per piece (a
     * merge of the whole list each time cost quadratic time: lists of
     * hundreds of boxes in a factorization's directory). */
    for (i = 0; st == BBMM_OK && i < tmp.n; i++) {
        c = tmp.v[i];
        for (j = 0; j < l->n; j++)
            if (bbmm_bb_union_if_box(&l->v[j], &c, &m)) {
                c = m;
                bbmm_box_list_remove(l, j);
                j = (size_t)-1;
            }
        st = bbmm_box_list_push(l, &c);
    }
    bbmm_box_list_free(&tmp);
    return st;
}

/* Remove the points of "b" from the list "l". */
static bbmm_status mgr_list_remove(bbmm_box_list *l, const bbmm_box *b)
{
    size_t end = l->n;
    bbmm_box cut = *b;
    return bbmmi_bb_carve(l, 0, &end, &cut);
}

/* ---- lookup --------------------------------------------------------- */

/* The array of handle "a", or NULL after recording an error. */
static bbmmi_array *mgr_array(bbmm_context *ctx, bbmm_array a)
{
    if (a.id == 0 || a.id > ctx->narrays || !ctx->arrays[a.id - 1]) {
        bbmmi_error(ctx, BBMM_ERR_NOT_FOUND, "array handle %u is not registered", (unsigned)a.id);
        return NULL;
    }
    return ctx->arrays[a.id - 1];
}

/* The resident box of handle "r", or NULL after recording an error. */
static bbmmi_resident *mgr_resident(bbmm_context *ctx, bbmm_resident r)
{
    bbmmi_resident *x;
    for (x = ctx->hash[r.id % BBMMI_HASH_BUCKETS]; x; x = x->hnext)
        if (x->id == r.id)
            return x;
    bbmmi_error(ctx, BBMM_ERR_NOT_FOUND, "resident box %llu does not exist (freed or evicted)",
                (unsigned long long)r.id);
    return NULL;
}

/* The whole-array box of "a". */
static bbmm_box mgr_array_box(const bbmmi_array *a)
{
    bbmm_box b = bbmm_bb_empty(a->ndim);
    int d;
    for (d = 0; d < a->ndim; d++) {
        b.lo[d] = 0;
        b.hi[d] = a->extent[d] - 1;
    }
    return b;
}

/* ---- arrays shared by threads ---------------------------------------- */

/* Return nonzero when arrays "a" and "b" share host bytes. */
static int mgr_overlap(const bbmmi_array *a, const bbmmi_array *b)
{
    return a->bytes && b->bytes && a->host < b->host + b->bytes && b->host < a->host + a->bytes;
}

/* Record on "a" that it shares memory with "other" of another thread while
 * one of them is written (the first such array is named). */
static void mgr_conflict_note(bbmmi_array *a, const bbmmi_array *other)
{
    if (!a->conflict[0])
        snprintf(a->conflict, sizeof(a->conflict), "%s", other->name);
}

/* The error of conflicted array "a". */
static bbmm_status mgr_conflict_error(bbmm_context *ctx, const bbmmi_array *a)
{
    return bbmmi_error(ctx, BBMM_ERR_OVERLAP,
                       "host array %s shares memory with array %s of another thread, and one of the two "
                       "is written; threads may share an array only to read it",
                       a->name, a->conflict);
}

/* Find the arrays of other threads that share memory with "a" while "a" or
 * they are written, and mark both sides conflicted; BBMM_ERR_OVERLAP when
 * "a" is conflicted (lock held).  Each side then fails its next run, write,
 * sync or unregistration with that error. */
static bbmm_status mgr_conflicts(bbmm_context *ctx, bbmmi_array *a)
{
    uint32_t i;
    for (i = 0; i < ctx->narrays; i++) {
        bbmmi_array *b = ctx->arrays[i];
        if (!b || b == a || pthread_equal(a->owner, b->owner) || !(a->written || b->written) ||
            !mgr_overlap(a, b))
            continue;
        mgr_conflict_note(a, b);
        mgr_conflict_note(b, a);
    }
    return a->conflict[0] ? mgr_conflict_error(ctx, a) : BBMM_OK;
}

/* Fill "w" with where "x" lives. */
static void mgr_placement(const bbmmi_resident *x, bbmm_placement *w)
{
    if (!w)
        return;
    w->resident.id = x->id;
    w->bounds = x->box;
    w->mem = (void *)x->mem;
    w->bytes = x->bytes;
}

/* ---- transfers with accounting -------------------------------------- */

/* The view of the host copy of "a". */
static bbmmi_view mgr_host_view(const bbmmi_array *a)
{
    bbmmi_view v;
    memset(&v, 0, sizeof(v));
    v.host = a->host;
    v.bounds = mgr_array_box(a);
    v.elem = a->elem;
    v.pinned = a->pinned;
    return v;
}

/* The view of resident box "x". */
static bbmmi_view mgr_dev_view(const bbmmi_resident *x)
{
    bbmmi_view v;
    memset(&v, 0, sizeof(v));
    v.mem = x->mem;
    v.bounds = x->box;
    v.elem = x->array->elem;
    return v;
}

/* Count a transfer of "region" of "a" in "c". */
static void mgr_count(bbmm_xfer_count *c, const bbmmi_array *a, const bbmm_box *region)
{
    uint64_t n = 0;
    bbmm_bb_volume(region, &n);
    c->bytes += n * a->elem;
    c->count++;
}

/* Copy "region" of the host array into resident box "x" ("mine": "x" is
 * acquired by the calling thread, so the context lock may be released
 * while the copy runs: nothing frees "x" meanwhile). */
static bbmm_status mgr_h2d(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box *region, bbmm_purpose p, int mine)
{
    bbmmi_view src = mgr_host_view(x->array), dst = mgr_dev_view(x);
    bbmm_status st;
    dst.unlock_wait = mine && x->uses > 0;
    st = bbmmi_transfer(ctx, x->dev, &dst, &src, region);
    if (st == BBMM_OK)
        mgr_count(&ctx->dev[x->dev].stats.h2d[p], x->array, region);
    return st;
}

/* Copy "region" of resident box "x" to the host array and forget every
 * dirty mark on it (the host now holds the newest value); "mine" as for
 * mgr_h2d. */
static bbmm_status mgr_d2h(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box *region, bbmm_purpose p, int mine)
{
    bbmmi_view src = mgr_dev_view(x), dst = mgr_host_view(x->array);
    bbmmi_resident *y;
    bbmm_status st;
    src.unlock_wait = mine && x->uses > 0;
    st = bbmmi_transfer(ctx, x->dev, &dst, &src, region);
    if (st != BBMM_OK)
        return st;
    mgr_count(&ctx->dev[x->dev].stats.d2h[p], x->array, region);
    for (y = x->array->residents; y && st == BBMM_OK; y = y->anext) {
        st = mgr_list_remove(&y->dirty, region);
        if (st == BBMM_OK && y->fresh.n)
            st = mgr_list_remove(&y->fresh, region);
    }
    return st;
}

/* Copy "region" from resident box "src" to "dst" on their device. */
static bbmm_status mgr_d2d(bbmm_context *ctx, bbmmi_resident *dst, bbmmi_resident *src,
                           const bbmm_box *region, bbmm_purpose p)
{
    bbmmi_view s = mgr_dev_view(src), d = mgr_dev_view(dst);
    bbmm_status st = bbmmi_transfer(ctx, dst->dev, &d, &s, region);
    if (st == BBMM_OK)
        mgr_count(&ctx->dev[dst->dev].stats.d2d[p], dst->array, region);
    return st;
}

/* Copy "region" of the host array into "x", counting the part this device
 * evicted earlier as box-in and the rest as "p". */
static bbmm_status mgr_load_from_host(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box *region,
                                      bbmm_purpose p, int mine)
{
    bbmm_box_list *ev = &x->array->evicted[x->dev];
    uint64_t total = 0, in = 0, v;
    bbmm_box ib;
    bbmm_status st;
    size_t i;
    if ((st = mgr_h2d(ctx, x, region, p, mine)) != BBMM_OK)
        return st;
    for (i = 0; i < ev->n; i++)
        if (bbmm_bb_intersection(&ev->v[i], region, &ib) && bbmm_bb_volume(&ib, &v) == BBMM_OK)
            in += v;
    if (!in)
        return BBMM_OK;
    bbmm_bb_volume(region, &total);
    ctx->dev[x->dev].stats.h2d[p].bytes -= in * x->array->elem;
    ctx->dev[x->dev].stats.h2d[BBMM_PURPOSE_BOXIN].bytes += in * x->array->elem;
    if (in == total) {
        ctx->dev[x->dev].stats.h2d[p].count--;
        ctx->dev[x->dev].stats.h2d[BBMM_PURPOSE_BOXIN].count++;
    }
    return mgr_list_remove(ev, region);
}

/* Write every dirty region of "x" to the host, counted as "p". */
static bbmm_status mgr_write_back(bbmm_context *ctx, bbmmi_resident *x, bbmm_purpose p)
{
    bbmm_status st = BBMM_OK;
    while (x->dirty.n && st == BBMM_OK) {
        bbmm_box d = x->dirty.v[x->dirty.n - 1];
        st = mgr_d2h(ctx, x, &d, p, 0);
    }
    return st;
}

/* ---- coherence ------------------------------------------------------ */

/* Append a pending record of "region" of array "a" ("writer" 0: flowed in). */
static bbmm_status mgr_pending(bbmm_context *ctx, const bbmmi_array *a, uint64_t writer, const bbmm_box *region)
{
    if (ctx->npending == ctx->pending_cap) {
        size_t cap = ctx->pending_cap ? 2 * ctx->pending_cap : 64;
        bbmmi_pending *np = (bbmmi_pending *)realloc(ctx->pending, cap * sizeof(*np));
        if (!np)
            return bbmmi_error(ctx, BBMM_ERR_NOMEM, "out of host memory for coherence records");
        ctx->pending = np;
        ctx->pending_cap = cap;
    }
    ctx->pending[ctx->npending].array = a->id;
    ctx->pending[ctx->npending].writer = writer;
    ctx->pending[ctx->npending].region = *region;
    ctx->npending++;
    return BBMM_OK;
}

/* Mark "region" stale in every resident of "a" except resident "writer". */
static bbmm_status mgr_mark_others(bbmmi_array *a, uint64_t writer, const bbmm_box *region)
{
    bbmmi_resident *y;
    bbmm_status st = BBMM_OK;
    bbmm_box iy;
    for (y = a->residents; y && st == BBMM_OK; y = y->anext)
        if (y->id != writer && bbmm_bb_intersection(&y->box, region, &iy))
            st = mgr_list_add(&y->stale, &iy);
    return st;
}

/* Record that "x" holds newly written values in "w" (clipped to its box).
 * Dirty marks elsewhere are superseded at once; other copies become stale
 * now, or at the end of the phase when inside one. */
static bbmm_status mgr_mark_written(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box *w)
{
    bbmmi_resident *y;
    bbmm_box in, iy;
    bbmm_status st = BBMM_OK;
    if (!w || !bbmm_bb_intersection(&x->box, w, &in))
        return BBMM_OK;
    for (y = x->array->residents; y && st == BBMM_OK; y = y->anext)
        if (y != x && bbmm_bb_intersection(&y->box, &in, &iy))
            st = mgr_list_remove(&y->dirty, &iy);
    if (st == BBMM_OK)
        st = ctx->phase ? mgr_pending(ctx, x->array, x->id, &in) : mgr_mark_others(x->array, x->id, &in);
    if (st == BBMM_OK)
        st = mgr_list_remove(&x->stale, &in);
    if (st == BBMM_OK)
        st = mgr_list_add(&x->dirty, &in);
    if (st == BBMM_OK && ctx->phase)
        st = mgr_list_add(&x->fresh, &in);
    if (st == BBMM_OK && (!x->array->written || x->array->conflict[0])) {
        x->array->written = 1;
        st = mgr_conflicts(ctx, x->array);
    }
    return st;
}

void bbmmi_phase_begin(bbmm_context *ctx)
{
    ctx->phase = 1;
}

/* Apply pending write "w" of the phase: stale everywhere else except
 * where flowed in (the flow-in records of the same array). */
static bbmm_status mgr_apply_pending(bbmm_context *ctx, const bbmmi_pending *w)
{
    bbmm_box store[16];
    bbmm_box_list rest;
    bbmmi_array *a = w->array <= ctx->narrays ? ctx->arrays[w->array - 1] : NULL;
    bbmm_status st = BBMM_OK;
    size_t i, end;
    if (!a)
        return BBMM_OK;
    bbmm_box_list_init(&rest, store, 16);
    st = bbmm_box_list_push(&rest, &w->region);
    end = rest.n;
    for (i = 0; i < ctx->npending && st == BBMM_OK && rest.n; i++) {
        bbmm_box f = ctx->pending[i].region;
        if (ctx->pending[i].writer == 0 && ctx->pending[i].array == w->array)
            st = bbmmi_bb_carve(&rest, 0, &end, &f);
    }
    for (i = 0; i < rest.n && st == BBMM_OK; i++)
        st = mgr_mark_others(a, w->writer, &rest.v[i]);
    bbmm_box_list_free(&rest);
    return st;
}

bbmm_status bbmmi_phase_end(bbmm_context *ctx)
{
    bbmm_status st = BBMM_OK, s2;
    bbmmi_resident *x;
    uint32_t a;
    size_t i;
    for (i = 0; i < ctx->npending; i++) {
        if (ctx->pending[i].writer == 0)
            continue;
        s2 = mgr_apply_pending(ctx, &ctx->pending[i]);
        if (st == BBMM_OK)
            st = s2;
    }
    for (a = 0; a < ctx->narrays; a++)
        for (x = ctx->arrays[a] ? ctx->arrays[a]->residents : NULL; x; x = x->anext)
            x->fresh.n = 0;
    ctx->npending = 0;
    ctx->phase = 0;
    return st;
}

/* Copy into "x" the parts of the pieces "p" that resident box "y" on the
 * same device holds valid, removing them from "p"; count as "pur". */
static bbmm_status mgr_fill_from_peer(bbmm_context *ctx, bbmmi_resident *x, bbmmi_resident *y,
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
        st = mgr_d2d(ctx, x, y, &valid.v[k], pur);
        if (st == BBMM_OK)
            st = mgr_list_remove(p, &valid.v[k]);
    }
    bbmm_box_list_free(&valid);
    return st;
}

/* Find a part of "p" that "y" holds dirty from an earlier phase (values
 * written in the current phase are never read in it); store it in "ib". */
static int mgr_find_dirty(const bbmmi_resident *y, const bbmm_box *p, bbmm_box *ib)
{
    bbmm_box store[16], d;
    bbmm_box_list old;
    size_t k;
    int found = 0;
    for (k = 0; k < y->dirty.n && !found; k++) {
        if (!bbmm_bb_intersection(&y->dirty.v[k], p, &d))
            continue;
        if (!y->fresh.n) {
            *ib = d;
            return 1;
        }
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
static bbmm_status mgr_pull_newer(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box_list *p)
{
    bbmmi_resident *y;
    bbmm_box ib;
    bbmm_status st = BBMM_OK;
    size_t i;
    for (y = x->array->residents; y && st == BBMM_OK; y = y->anext)
        for (i = 0; y != x && i < p->n && st == BBMM_OK; i++)
            while (st == BBMM_OK && mgr_find_dirty(y, &p->v[i], &ib))
                st = mgr_d2h(ctx, y, &ib, BBMM_PURPOSE_FLOWOUT, 0);
    return st;
}

/* Make stale piece "s" of "x" current: same-device copies first (unless
 * reuse is off), then the host; bytes count as purpose "pur".  "s" leaves
 * the stale list only once its data is in place. */
static bbmm_status mgr_refresh_piece(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box *s,
                                     bbmm_purpose pur)
{
    bbmm_box store[16];
    bbmm_box_list p;
    bbmmi_resident *y;
    bbmm_status st;
    size_t i;
    bbmm_box_list_init(&p, store, 16);
    st = bbmm_box_list_push(&p, s);
    for (y = x->array->residents; y && st == BBMM_OK && p.n && ctx->settings.reuse; y = y->anext)
        if (y != x && y->dev == x->dev)
            st = mgr_fill_from_peer(ctx, x, y, &p, pur);
    if (st == BBMM_OK && p.n)
        st = mgr_pull_newer(ctx, x, &p);
    for (i = 0; i < p.n && st == BBMM_OK; i++)
        st = mgr_load_from_host(ctx, x, &p.v[i], pur, 1);
    if (st == BBMM_OK)
        st = mgr_list_remove(&x->stale, s);
    bbmm_box_list_free(&p);
    return st;
}

/* Make every stale element of "x" current. */
static bbmm_status mgr_refresh(bbmm_context *ctx, bbmmi_resident *x)
{
    bbmm_status st = BBMM_OK;
    while (x->stale.n && st == BBMM_OK) {
        bbmm_box s = x->stale.v[x->stale.n - 1];
        st = mgr_refresh_piece(ctx, x, &s, BBMM_PURPOSE_READIN);
    }
    return st;
}

/* Make current the stale elements of "x" inside "need"[0.."n"-1], each
 * moved once, counted as "pur". */
static bbmm_status mgr_refresh_need(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box *need, size_t n,
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
    if (st == BBMM_OK)
        st = bbmm_bb_disjoint(cut.v, cut.n, &todo);
    for (i = 0; i < todo.n && st == BBMM_OK; i++)
        st = mgr_refresh_piece(ctx, x, &todo.v[i], pur);
    bbmm_box_list_free(&cut);
    bbmm_box_list_free(&todo);
    return st;
}

/* ---- device lists --------------------------------------------------- */

/* Unlink "x" from list "l". */
static void mgr_unlink(bbmmi_list *l, bbmmi_resident *x)
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
static void mgr_append(bbmmi_list *l, bbmmi_resident *x)
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
static bbmmi_list *mgr_list_of(bbmm_context *ctx, bbmmi_resident *x)
{
    return x->uses ? &ctx->dev[x->dev].in_use : &ctx->dev[x->dev].unused;
}

/* Keep buffer "mem" of "bytes" on device "d" for reuse, or release it when
 * the pool is full or would hold more than a quarter of the budget. */
static void mgr_pool_put(bbmmi_device *d, cl_mem mem, uint64_t bytes)
{
    if (d->npool == BBMMI_POOL_MAX || d->pool_bytes + bytes > d->mem_limit / 4) {
        bbmmi_buffer_release(mem);
        return;
    }
    d->pool[d->npool] = mem;
    d->pool_size[d->npool] = bytes;
    d->npool++;
    d->pool_bytes += bytes;
}

/* Take a pooled buffer of exactly "bytes" from device "d", or NULL. */
static cl_mem mgr_pool_take(bbmmi_device *d, uint64_t bytes)
{
    cl_mem m;
    int i;
    for (i = d->npool - 1; i >= 0; i--) {
        if (d->pool_size[i] != bytes)
            continue;
        m = d->pool[i];
        d->pool_bytes -= bytes;
        d->npool--;
        d->pool[i] = d->pool[d->npool];
        d->pool_size[i] = d->pool_size[d->npool];
        return m;
    }
    return NULL;
}

/* Release the oldest pooled buffer of device "d"; 0 when the pool is empty. */
static int mgr_pool_drop(bbmmi_device *d)
{
    int i;
    if (!d->npool)
        return 0;
    bbmmi_buffer_release(d->pool[0]);
    d->pool_bytes -= d->pool_size[0];
    for (i = 1; i < d->npool; i++) {
        d->pool[i - 1] = d->pool[i];
        d->pool_size[i - 1] = d->pool_size[i];
    }
    d->npool--;
    return 1;
}

/* Release "x" and its memory without writing anything back. */
static void mgr_destroy(bbmm_context *ctx, bbmmi_resident *x)
{
    bbmmi_resident **h = &ctx->hash[x->id % BBMMI_HASH_BUCKETS];
    bbmm_stats *s = &ctx->dev[x->dev].stats;
    mgr_unlink(mgr_list_of(ctx, x), x);
    if (x->aprev)
        x->aprev->anext = x->anext;
    else
        x->array->residents = x->anext;
    if (x->anext)
        x->anext->aprev = x->aprev;
    while (*h != x)
        h = &(*h)->hnext;
    *h = x->hnext;
    mgr_pool_put(&ctx->dev[x->dev], x->mem, x->bytes);
    s->alloc_bytes -= x->bytes;
    s->frees++;
    bbmm_box_list_free(&x->dirty);
    bbmm_box_list_free(&x->stale);
    bbmm_box_list_free(&x->fresh);
    free(x);
}

/* Write back the dirty parts of unused box "x" (as "p"), then free it. */
static bbmm_status mgr_free(bbmm_context *ctx, bbmmi_resident *x, bbmm_purpose p)
{
    bbmm_status st = mgr_write_back(ctx, x, p);
    if (st != BBMM_OK)
        return st;
    mgr_destroy(ctx, x);
    return BBMM_OK;
}

/* Evict the least recently used unused box of device "dev" (box-out) and
 * remember its region, so reading it back later counts as box-in. */
static bbmm_status mgr_evict_one(bbmm_context *ctx, int dev)
{
    bbmmi_resident *x = ctx->dev[dev].unused.head;
    bbmm_box_list *ev = &x->array->evicted[dev];
    bbmm_box b = x->box;
    bbmm_status st = mgr_free(ctx, x, BBMM_PURPOSE_BOXOUT);
    if (st != BBMM_OK)
        return st;
    ctx->dev[dev].stats.evictions++;
    return mgr_list_add(ev, &b);
}

bbmm_status bbmm_bb_evict_unused(bbmm_context *ctx, int dev)
{
    bbmm_status st = BBMM_OK;
    mgr_clock c;
    pthread_mutex_lock(&ctx->lock);
    c = mgr_begin(ctx);
    while (st == BBMM_OK && ctx->dev[dev].unused.head)
        st = mgr_evict_one(ctx, dev);
    mgr_end(ctx, c, dev, st);
    pthread_mutex_unlock(&ctx->lock);
    return st;
}

/* ---- arrays --------------------------------------------------------- */

static void mgr_array_destroy(bbmm_context *ctx, bbmmi_array *a);

bbmm_status bbmm_array_register(bbmm_context *ctx, void *host, size_t elem_size, int ndim,
                                const int64_t *extents, const char *name, bbmm_array *out)
{
    bbmmi_array *a;
    uint64_t bytes = elem_size;
    mgr_clock c;
    int d;
    if (!ctx || !out)
        return BBMM_ERR_INVALID;
    out->id = 0;
    bbmmi_enter();
    pthread_mutex_lock(&ctx->lock);
    c = mgr_begin(ctx);
    if (!elem_size || ndim < 1 || ndim > BBMM_MAX_DIMS || !extents) {
        bbmmi_error(ctx, BBMM_ERR_INVALID,
                    "bbmm_array_register(%s): need an element size and 1..%d extents",
                    name ? name : "?", BBMM_MAX_DIMS);
        goto invalid;
    }
    for (d = 0; d < ndim; d++) {
        if (extents[d] < 0) {
            bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmm_array_register(%s): extent %d is %lld",
                        name ? name : "?", d, (long long)extents[d]);
            goto invalid;
        }
        if (bbmm_mul_overflow_u64(bytes, (uint64_t)extents[d], &bytes) || bytes > SIZE_MAX ||
            bytes > (uint64_t)PTRDIFF_MAX) {
            bbmmi_error(ctx, BBMM_ERR_OVERFLOW, "bbmm_array_register(%s): size overflows", name ? name : "?");
            mgr_end(ctx, c, -1, BBMM_OK);
            pthread_mutex_unlock(&ctx->lock);
            bbmmi_leave();
            return BBMM_ERR_OVERFLOW;
        }
    }
    if (!host && bytes) {
        bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmm_array_register(%s): NULL host pointer for %llu bytes",
                    name ? name : "?", (unsigned long long)bytes);
        goto invalid;
    }
    if (ctx->narrays == ctx->arrays_cap) {
        uint32_t cap = ctx->arrays_cap ? ctx->arrays_cap * 2 : 16;
        bbmmi_array **nv = (bbmmi_array **)realloc(ctx->arrays, cap * sizeof(*nv));
        if (!nv)
            goto nomem;
        ctx->arrays = nv;
        ctx->arrays_cap = cap;
    }
    a = (bbmmi_array *)calloc(1, sizeof(*a));
    if (!a)
        goto nomem;
    a->evicted = (bbmm_box_list *)calloc((size_t)ctx->ndev, sizeof(bbmm_box_list));
    if (!a->evicted) {
        free(a);
        goto nomem;
    }
    a->id = ++ctx->narrays;
    snprintf(a->name, sizeof(a->name), "%s", name ? name : "array");
    a->host = (char *)host;
    a->elem = elem_size;
    a->ndim = ndim;
    for (d = 0; d < ndim; d++)
        a->extent[d] = extents[d];
    a->bytes = bytes;
    a->pinned = bytes && bbmmi_hostmem_find(ctx, host, (size_t)bytes) != NULL;
    a->owner = pthread_self();
    ctx->arrays[a->id - 1] = a;
    if (mgr_conflicts(ctx, a) != BBMM_OK) {
        mgr_array_destroy(ctx, a);
        mgr_end(ctx, c, -1, BBMM_OK);
        pthread_mutex_unlock(&ctx->lock);
        bbmmi_leave();
        return BBMM_ERR_OVERLAP;
    }
    out->id = a->id;
    mgr_end(ctx, c, -1, BBMM_OK);
    pthread_mutex_unlock(&ctx->lock);
    bbmmi_leave();
    return BBMM_OK;
nomem:
    bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_array_register(%s): out of host memory", name ? name : "?");
    mgr_end(ctx, c, -1, BBMM_OK);
    pthread_mutex_unlock(&ctx->lock);
    bbmmi_leave();
    return BBMM_ERR_NOMEM;
invalid:
    mgr_end(ctx, c, -1, BBMM_OK);
    pthread_mutex_unlock(&ctx->lock);
    bbmmi_leave();
    return BBMM_ERR_INVALID;
}

/* Write back all dirty data of "a" (lock held). */
static bbmm_status mgr_sync(bbmm_context *ctx, bbmmi_array *a)
{
    bbmmi_resident *x;
    bbmm_status st = BBMM_OK;
    for (x = a->residents; x && st == BBMM_OK; x = x->anext)
        st = mgr_write_back(ctx, x, BBMM_PURPOSE_WRITEOUT);
    return st;
}

bbmm_status bbmm_array_sync(bbmm_context *ctx, bbmm_array ha)
{
    bbmmi_array *a;
    bbmm_status st, ran;
    mgr_clock c;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_enter();
    ran = bbmmi_drain(ctx);
    pthread_mutex_lock(&ctx->lock);
    c = mgr_begin(ctx);
    a = mgr_array(ctx, ha);
    st = a ? mgr_sync(ctx, a) : BBMM_ERR_NOT_FOUND;
    if (st == BBMM_OK && a->conflict[0])
        st = mgr_conflict_error(ctx, a);
    mgr_end(ctx, c, -1, st);
    pthread_mutex_unlock(&ctx->lock);
    bbmmi_leave();
    return ran != BBMM_OK ? ran : st;
}

/* Free array "a" and its residents (no write-back). */
static void mgr_array_destroy(bbmm_context *ctx, bbmmi_array *a)
{
    int d;
    while (a->residents)
        mgr_destroy(ctx, a->residents);
    for (d = 0; d < ctx->ndev; d++)
        bbmm_box_list_free(&a->evicted[d]);
    ctx->arrays[a->id - 1] = NULL;
    free(a->evicted);
    free(a);
}

bbmm_status bbmm_array_unregister(bbmm_context *ctx, bbmm_array ha)
{
    bbmmi_array *a;
    bbmmi_resident *x;
    bbmm_status st = BBMM_OK, ran;
    mgr_clock c;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_enter();
    ran = bbmmi_drain(ctx);
    pthread_mutex_lock(&ctx->lock);
    c = mgr_begin(ctx);
    a = mgr_array(ctx, ha);
    if (!a)
        st = BBMM_ERR_NOT_FOUND;
    for (x = a ? a->residents : NULL; x && st == BBMM_OK; x = x->anext)
        if (x->uses)
            st = bbmmi_error(ctx, BBMM_ERR_BUSY, "array %s: a box on device %d is still in use",
                             a->name, x->dev);
    if (st == BBMM_OK)
        st = mgr_sync(ctx, a);
    if (st == BBMM_OK && a->conflict[0])
        st = mgr_conflict_error(ctx, a);
    if (st == BBMM_OK || st == BBMM_ERR_OVERLAP)
        mgr_array_destroy(ctx, a);
    mgr_end(ctx, c, -1, st);
    pthread_mutex_unlock(&ctx->lock);
    bbmmi_leave();
    return ran != BBMM_OK ? ran : st;
}

bbmm_status bbmm_arrays_check_disjoint(bbmm_context *ctx)
{
    bbmm_status st = BBMM_OK;
    uint32_t i, j;
    pthread_t self = pthread_self();
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_enter();
    pthread_mutex_lock(&ctx->lock);
    for (i = 0; i < ctx->narrays && st == BBMM_OK; i++) {
        const bbmmi_array *a = ctx->arrays[i];
        if (!a || !pthread_equal(a->owner, self))
            continue;
        for (j = i + 1; j < ctx->narrays && st == BBMM_OK; j++) {
            const bbmmi_array *b = ctx->arrays[j];
            if (b && pthread_equal(b->owner, self) && mgr_overlap(a, b))
                st = bbmmi_error(ctx, BBMM_ERR_OVERLAP,
                                 "host arrays %s and %s overlap in memory; distinct array names must not alias",
                                 a->name, b->name);
        }
    }
    pthread_mutex_unlock(&ctx->lock);
    bbmmi_leave();
    return st;
}

bbmm_status bbmmi_array_usable(bbmm_context *ctx, bbmm_array ha, bbmm_box *whole)
{
    bbmmi_array *a = mgr_array(ctx, ha);
    if (!a)
        return BBMM_ERR_NOT_FOUND;
    *whole = mgr_array_box(a);
    return a->conflict[0] ? mgr_conflict_error(ctx, a) : BBMM_OK;
}

bbmm_status bbmm_array_box(bbmm_context *ctx, bbmm_array ha, bbmm_box *out)
{
    bbmmi_array *a;
    if (!ctx || !out)
        return BBMM_ERR_INVALID;
    pthread_mutex_lock(&ctx->lock);
    a = mgr_array(ctx, ha);
    if (a)
        *out = mgr_array_box(a);
    pthread_mutex_unlock(&ctx->lock);
    return a ? BBMM_OK : BBMM_ERR_NOT_FOUND;
}

/* ---- the buffer manager --------------------------------------------- */

/* Check device index "dev" and that "box" is a non-empty box inside "a". */
static bbmm_status mgr_check_box(bbmm_context *ctx, int dev, const bbmmi_array *a, const bbmm_box *box)
{
    bbmm_box whole = mgr_array_box(a);
    char b1[256], b2[256];
    if (dev < 0 || dev >= ctx->ndev)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "device %d does not exist (%d devices)", dev, ctx->ndev);
    if (!box || box->ndim != a->ndim || bbmm_bb_is_empty(box) || !bbmm_bb_is_subset(box, &whole))
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "box %s is empty or not inside array %s %s",
                           box ? bbmm_bb_format(box, b1, sizeof(b1)) : "(null)", a->name,
                           bbmm_bb_format(&whole, b2, sizeof(b2)));
    return BBMM_OK;
}

bbmm_status bbmm_bb_present(bbmm_context *ctx, int dev, bbmm_array ha, const bbmm_box *box, int *found,
                            bbmm_placement *where)
{
    bbmmi_array *a;
    bbmmi_resident *x, *best = NULL;
    uint64_t best_bytes = UINT64_MAX;
    bbmm_status st;
    mgr_clock c;
    if (!ctx || !found)
        return BBMM_ERR_INVALID;
    *found = 0;
    pthread_mutex_lock(&ctx->lock);
    c = mgr_begin(ctx);
    a = mgr_array(ctx, ha);
    st = a ? mgr_check_box(ctx, dev, a, box) : BBMM_ERR_NOT_FOUND;
    for (x = st == BBMM_OK && ctx->settings.reuse ? a->residents : NULL; x; x = x->anext)
        if (x->dev == dev && x->bytes < best_bytes && bbmm_bb_is_subset(box, &x->box)) {
            best = x;
            best_bytes = x->bytes;
        }
    if (best) {
        *found = 1;
        mgr_placement(best, where);
    }
    mgr_end(ctx, c, dev, st);
    pthread_mutex_unlock(&ctx->lock);
    return st;
}

/* Return nonzero when "bytes" more do not fit the budget of device "d"
 * (live boxes and pooled buffers count). */
static int mgr_over(const bbmmi_device *d, uint64_t bytes)
{
    return d->stats.alloc_bytes + d->pool_bytes + bytes > d->mem_limit;
}

/* Free room on device "dev" for "x": a pooled buffer of its size is taken
 * (into x->mem) when there is one; otherwise pooled buffers are released,
 * then unused boxes evicted in LRU order, until "x" fits. */
static bbmm_status mgr_free_room(bbmm_context *ctx, bbmmi_resident *x)
{
    bbmmi_device *d = &ctx->dev[x->dev];
    bbmm_status st;
    char b[256];
    for (;;) {
        if ((x->mem = mgr_pool_take(d, x->bytes)) != NULL || !mgr_over(d, x->bytes))
            return BBMM_OK;
        if (mgr_pool_drop(d))
            continue;
        if (!d->unused.head)
            return bbmmi_error(ctx, BBMM_ERR_DEVICE_NOMEM,
                               "box %s of array %s needs %llu bytes on device %d: %llu of %llu budget "
                               "bytes are held by boxes in use",
                               bbmm_bb_format(&x->box, b, sizeof(b)), x->array->name,
                               (unsigned long long)x->bytes, x->dev,
                               (unsigned long long)d->stats.alloc_bytes, (unsigned long long)d->mem_limit);
        if ((st = mgr_evict_one(ctx, x->dev)) != BBMM_OK)
            return st;
    }
}

/* Give "x" a buffer on its device within the budget (see mgr_free_room);
 * when the device itself runs out first, free more and retry. */
static bbmm_status mgr_make_room(bbmm_context *ctx, bbmmi_resident *x)
{
    bbmmi_device *d = &ctx->dev[x->dev];
    bbmm_status st;
    char b[256];
    if (x->bytes > d->mem_limit)
        return bbmmi_error(ctx, BBMM_ERR_DEVICE_NOMEM,
                           "box %s of array %s needs %llu bytes; device %d budget is %llu bytes",
                           bbmm_bb_format(&x->box, b, sizeof(b)), x->array->name,
                           (unsigned long long)x->bytes, x->dev, (unsigned long long)d->mem_limit);
    for (;;) {
        if ((st = mgr_free_room(ctx, x)) != BBMM_OK || x->mem)
            return st;
        st = bbmmi_buffer_create(ctx, x->dev, x->bytes, &x->mem);
        if (st != BBMM_ERR_DEVICE_NOMEM || (!d->npool && !d->unused.head))
            return st;
        if (!mgr_pool_drop(d) && (st = mgr_evict_one(ctx, x->dev)) != BBMM_OK)
            return st;
    }
}

bbmm_status bbmm_bb_alloc(bbmm_context *ctx, int dev, bbmm_array ha, const bbmm_box *box, unsigned flags,
                          bbmm_placement *where)
{
    bbmmi_array *a;
    bbmmi_resident *x = NULL;
    bbmm_status st;
    uint64_t vol = 0;
    mgr_clock c;
    if (!ctx)
        return BBMM_ERR_INVALID;
    pthread_mutex_lock(&ctx->lock);
    c = mgr_begin(ctx);
    a = mgr_array(ctx, ha);
    st = a ? mgr_check_box(ctx, dev, a, box) : BBMM_ERR_NOT_FOUND;
    if (st == BBMM_OK && (bbmm_bb_volume(box, &vol) || bbmm_mul_overflow_u64(vol, a->elem, &vol)))
        st = bbmmi_error(ctx, BBMM_ERR_OVERFLOW, "box size of array %s overflows", a->name);
    if (st == BBMM_OK && !(x = (bbmmi_resident *)calloc(1, sizeof(*x))))
        st = bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_bb_alloc: out of host memory");
    if (st == BBMM_OK) {
        x->array = a;
        x->dev = dev;
        x->box = *box;
        x->bytes = vol;
        x->flags = flags;
        st = mgr_list_add(&x->stale, box);
    }
    if (st == BBMM_OK)
        st = mgr_make_room(ctx, x);
    if (st != BBMM_OK) {
        if (x)
            bbmm_box_list_free(&x->stale);
        free(x);
        mgr_end(ctx, c, dev, st);
        pthread_mutex_unlock(&ctx->lock);
        return st;
    }
    x->id = ++ctx->next_resident;
    x->hnext = ctx->hash[x->id % BBMMI_HASH_BUCKETS];
    ctx->hash[x->id % BBMMI_HASH_BUCKETS] = x;
    x->anext = a->residents;
    if (a->residents)
        a->residents->aprev = x;
    a->residents = x;
    mgr_append(&ctx->dev[dev].unused, x);
    ctx->dev[dev].stats.alloc_bytes += x->bytes;
    ctx->dev[dev].stats.allocations++;
    if (ctx->dev[dev].stats.alloc_bytes > ctx->dev[dev].stats.alloc_peak)
        ctx->dev[dev].stats.alloc_peak = ctx->dev[dev].stats.alloc_bytes;
    mgr_placement(x, where);
    mgr_end(ctx, c, dev, BBMM_OK);
    pthread_mutex_unlock(&ctx->lock);
    return BBMM_OK;
}

/* Look up resident "r" under the lock and run "op" on it, timing the work
 * as manager time of its device. */
static bbmm_status mgr_with_resident(bbmm_context *ctx, bbmm_resident r,
                                     bbmm_status (*op)(bbmm_context *, bbmmi_resident *, const void *),
                                     const void *arg)
{
    bbmmi_resident *x;
    bbmm_status st;
    mgr_clock c;
    int dev = -1;
    if (!ctx)
        return BBMM_ERR_INVALID;
    pthread_mutex_lock(&ctx->lock);
    c = mgr_begin(ctx);
    x = mgr_resident(ctx, r);
    if (x)
        dev = x->dev;
    st = x ? op(ctx, x, arg) : BBMM_ERR_NOT_FOUND;
    mgr_end(ctx, c, dev, st);
    pthread_mutex_unlock(&ctx->lock);
    return st;
}

static bbmm_status mgr_op_readin(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    (void)arg;
    return mgr_refresh(ctx, x);
}

bbmm_status bbmm_bb_readin(bbmm_context *ctx, bbmm_resident r)
{
    return mgr_with_resident(ctx, r, mgr_op_readin, NULL);
}

static bbmm_status mgr_op_acquire(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    bbmm_status st;
    (void)arg;
    if (x->uses == 0) {
        mgr_unlink(&ctx->dev[x->dev].unused, x);
        mgr_append(&ctx->dev[x->dev].in_use, x);
    }
    x->uses++;
    st = mgr_refresh(ctx, x);
    if (st != BBMM_OK && --x->uses == 0) {
        mgr_unlink(&ctx->dev[x->dev].in_use, x);
        mgr_append(&ctx->dev[x->dev].unused, x);
    }
    return st;
}

bbmm_status bbmm_bb_acquire(bbmm_context *ctx, bbmm_resident r)
{
    return mgr_with_resident(ctx, r, mgr_op_acquire, NULL);
}

/* Arguments of mgr_op_acquire_for. */
typedef struct mgr_need_arg {
    const bbmm_box *need;
    size_t n;
} mgr_need_arg;

/* Move the dirty marks of "y" (also those of the current phase, and the
 * phase's pending writes by "y") to "x", which holds the same values. */
static bbmm_status mgr_take_marks(bbmm_context *ctx, bbmmi_resident *x, bbmmi_resident *y)
{
    bbmm_status st = BBMM_OK;
    size_t i;
    for (i = 0; i < y->dirty.n && st == BBMM_OK; i++)
        st = mgr_list_add(&x->dirty, &y->dirty.v[i]);
    for (i = 0; i < y->fresh.n && st == BBMM_OK; i++)
        st = mgr_list_add(&x->fresh, &y->fresh.v[i]);
    for (i = 0; i < ctx->npending; i++)
        if (ctx->pending[i].writer == y->id)
            ctx->pending[i].writer = x->id;
    return st;
}

/* Copy into "x" every element of "y" (whose box lies inside "x") that is
 * stale in "x" or dirty in "y", from "y" only: inside a phase "x" may still
 * hold a value from before the phase that "y" overwrote. */
static bbmm_status mgr_copy_from(bbmm_context *ctx, bbmmi_resident *x, bbmmi_resident *y)
{
    bbmm_box store[16], ib;
    bbmm_box_list p;
    bbmm_status st = BBMM_OK;
    size_t i;
    bbmm_box_list_init(&p, store, 16);
    for (i = 0; i < x->stale.n && st == BBMM_OK; i++)
        if (bbmm_bb_intersection(&x->stale.v[i], &y->box, &ib))
            st = mgr_list_add(&p, &ib);
    for (i = 0; i < y->dirty.n && st == BBMM_OK; i++)
        st = mgr_list_add(&p, &y->dirty.v[i]);
    if (st == BBMM_OK)
        st = mgr_list_remove(&x->stale, &y->box);
    if (st == BBMM_OK)
        st = mgr_fill_from_peer(ctx, x, y, &p, BBMM_PURPOSE_READIN);
    for (i = 0; i < p.n && st == BBMM_OK; i++)
        st = mgr_list_add(&x->stale, &p.v[i]);
    bbmm_box_list_free(&p);
    return st;
}

/* Absorb into "x" every unused box of its array and device inside it
 * (unless that would make data that stays iteration-local): copy its valid
 * data, take its dirty marks, free it. */
static bbmm_status mgr_absorb(bbmm_context *ctx, bbmmi_resident *x)
{
    bbmmi_resident *y, *next;
    bbmm_status st = BBMM_OK;
    for (y = x->array->residents; y && st == BBMM_OK; y = next) {
        next = y->anext;
        if (y == x || y->dev != x->dev || y->uses || !bbmm_bb_is_subset(&y->box, &x->box) ||
            ((x->flags & BBMM_BOX_ITER_LOCAL) && !(y->flags & BBMM_BOX_ITER_LOCAL)))
            continue;
        st = mgr_copy_from(ctx, x, y);
        if (st == BBMM_OK)
            st = mgr_take_marks(ctx, x, y);
        if (st == BBMM_OK) {
            x->flags |= y->flags & (BBMM_BOX_READ | BBMM_BOX_WRITE);
            mgr_destroy(ctx, y);
        }
    }
    return st;
}

static bbmm_status mgr_op_acquire_for(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    const mgr_need_arg *na = (const mgr_need_arg *)arg;
    bbmm_status st;
    if (x->uses == 0) {
        mgr_unlink(&ctx->dev[x->dev].unused, x);
        mgr_append(&ctx->dev[x->dev].in_use, x);
    }
    x->uses++;
    st = ctx->settings.reuse ? mgr_absorb(ctx, x) : BBMM_OK;
    if (st == BBMM_OK)
        st = mgr_refresh_need(ctx, x, na->need, na->n, BBMM_PURPOSE_READIN);
    if (st != BBMM_OK && --x->uses == 0) {
        mgr_unlink(&ctx->dev[x->dev].in_use, x);
        mgr_append(&ctx->dev[x->dev].unused, x);
    }
    return st;
}

bbmm_status bbmm_bb_acquire_for(bbmm_context *ctx, bbmm_resident r, const bbmm_box *need, size_t nneed)
{
    mgr_need_arg na;
    if (!need && nneed)
        return BBMM_ERR_INVALID;
    na.need = need;
    na.n = nneed;
    return mgr_with_resident(ctx, r, mgr_op_acquire_for, &na);
}

/* Inside a phase: bring "iy" of "y" up to date from "src", which just wrote
 * it and copied it to the host: by an intra-device copy from "src" on the
 * same device (never from another box there: it may still hold the value
 * from before the phase, not yet marked stale), else from the host. */
static bbmm_status mgr_flow_into(bbmm_context *ctx, bbmmi_resident *y, bbmmi_resident *src, const bbmm_box *iy)
{
    bbmm_status st = y->dev == src->dev ? mgr_d2d(ctx, y, src, iy, BBMM_PURPOSE_FLOWIN)
                                        : mgr_load_from_host(ctx, y, iy, BBMM_PURPOSE_FLOWIN, 0);
    return st != BBMM_OK ? st : mgr_list_remove(&y->stale, iy);
}

static bbmm_status mgr_op_flowin(bbmm_context *ctx, bbmmi_resident *src, const void *arg)
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
        if (ctx->phase)
            st = mgr_flow_into(ctx, y, src, &iy);
        else if (y->stale.n)
            st = mgr_refresh_need(ctx, y, &iy, 1, BBMM_PURPOSE_FLOWIN);
    }
    if (st == BBMM_OK && ctx->phase)
        st = mgr_pending(ctx, src->array, 0, region);
    return st;
}

bbmm_status bbmm_bb_flowin(bbmm_context *ctx, bbmm_resident src, const bbmm_box *region)
{
    return mgr_with_resident(ctx, src, mgr_op_flowin, region);
}

static bbmm_status mgr_op_flowin_local(bbmm_context *ctx, bbmmi_resident *src, const void *arg)
{
    const bbmm_box *region = (const bbmm_box *)arg;
    bbmmi_resident *y;
    bbmm_status st = BBMM_OK;
    bbmm_box iy;
    for (y = src->array->residents; y && st == BBMM_OK && region; y = y->anext) {
        if (y == src || y->dev != src->dev || !bbmm_bb_intersection(&y->box, region, &iy))
            continue;
        if (ctx->phase)
            st = mgr_flow_into(ctx, y, src, &iy);
        else if (y->stale.n)
            st = mgr_refresh_need(ctx, y, &iy, 1, BBMM_PURPOSE_FLOWIN);
    }
    return st;
}

bbmm_status bbmm_bb_flowin_local(bbmm_context *ctx, bbmm_resident src, const bbmm_box *region)
{
    return mgr_with_resident(ctx, src, mgr_op_flowin_local, region);
}

/* Copy "iy" from the host into "y", less what "y" wrote in this phase
 * (its own newer values), and forget it as stale. */
static bbmm_status mgr_flow_from_host(bbmm_context *ctx, bbmmi_resident *y, const bbmm_box *iy)
{
    bbmm_box store[16];
    bbmm_box_list parts;
    bbmm_status st;
    size_t i;
    bbmm_box_list_init(&parts, store, 16);
    st = bbmm_bb_subtract_list(iy, y->fresh.v, y->fresh.n, &parts);
    for (i = 0; i < parts.n && st == BBMM_OK; i++)
        st = mgr_load_from_host(ctx, y, &parts.v[i], BBMM_PURPOSE_FLOWIN, 0);
    for (i = 0; i < parts.n && st == BBMM_OK; i++)
        st = mgr_list_remove(&y->stale, &parts.v[i]);
    bbmm_box_list_free(&parts);
    return st;
}

bbmm_status bbmm_bb_flowin_remote(bbmm_context *ctx, bbmm_array ha, const bbmm_box *region, int src_dev)
{
    bbmmi_array *a;
    bbmmi_resident *y;
    bbmm_status st = BBMM_OK;
    bbmm_box iy;
    mgr_clock c;
    if (!ctx || !region)
        return BBMM_ERR_INVALID;
    pthread_mutex_lock(&ctx->lock);
    c = mgr_begin(ctx);
    a = mgr_array(ctx, ha);
    if (!a)
        st = BBMM_ERR_NOT_FOUND;
    for (y = a ? a->residents : NULL; y && st == BBMM_OK; y = y->anext) {
        if (y->dev == src_dev || !bbmm_bb_intersection(&y->box, region, &iy))
            continue;
        if (ctx->phase)
            st = mgr_flow_from_host(ctx, y, &iy);
        else if (y->stale.n)
            st = mgr_refresh_need(ctx, y, &iy, 1, BBMM_PURPOSE_FLOWIN);
    }
    if (st == BBMM_OK && ctx->phase)
        st = mgr_pending(ctx, a, 0, region);
    mgr_end(ctx, c, -1, st);
    pthread_mutex_unlock(&ctx->lock);
    return st;
}

static bbmm_status mgr_op_mark(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    return mgr_mark_written(ctx, x, (const bbmm_box *)arg);
}

bbmm_status bbmm_bb_mark_written(bbmm_context *ctx, bbmm_resident r, const bbmm_box *written)
{
    return mgr_with_resident(ctx, r, mgr_op_mark, written);
}

static bbmm_status mgr_op_release(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    bbmm_status st;
    if (x->uses == 0)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "resident box %llu released more often than acquired",
                           (unsigned long long)x->id);
    st = mgr_mark_written(ctx, x, (const bbmm_box *)arg);
    if (st != BBMM_OK)
        return st;
    if (--x->uses)
        return BBMM_OK;
    mgr_unlink(&ctx->dev[x->dev].in_use, x);
    mgr_append(&ctx->dev[x->dev].unused, x);
    return ctx->settings.reuse ? BBMM_OK : mgr_free(ctx, x, BBMM_PURPOSE_BOXOUT);
}

bbmm_status bbmm_bb_release(bbmm_context *ctx, bbmm_resident r, const bbmm_box *written)
{
    return mgr_with_resident(ctx, r, mgr_op_release, written);
}

/* Arguments of mgr_op_to_host. */
typedef struct mgr_region_arg {
    const bbmm_box *region;
    bbmm_purpose purpose;
    void *buf;
} mgr_region_arg;

static bbmm_status mgr_op_to_host(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    const mgr_region_arg *ra = (const mgr_region_arg *)arg;
    bbmm_box store[16], in;
    bbmm_box_list valid;
    bbmm_status st;
    size_t i;
    if (!ra->region || !bbmm_bb_intersection(&x->box, ra->region, &in))
        return BBMM_OK;
    bbmm_box_list_init(&valid, store, 16);
    st = bbmm_bb_subtract_list(&in, x->stale.v, x->stale.n, &valid);
    for (i = 0; i < valid.n && st == BBMM_OK; i++)
        st = mgr_d2h(ctx, x, &valid.v[i], ra->purpose, 1);
    bbmm_box_list_free(&valid);
    return st;
}

bbmm_status bbmm_bb_to_host(bbmm_context *ctx, bbmm_resident r, const bbmm_box *region, bbmm_purpose purpose)
{
    mgr_region_arg ra;
    if ((unsigned)purpose >= BBMM_PURPOSE_COUNT)
        return BBMM_ERR_INVALID;
    ra.region = region;
    ra.purpose = purpose;
    ra.buf = NULL;
    return mgr_with_resident(ctx, r, mgr_op_to_host, &ra);
}

static bbmm_status mgr_op_free(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    (void)arg;
    if (x->uses)
        return bbmmi_error(ctx, BBMM_ERR_BUSY, "resident box %llu is in use", (unsigned long long)x->id);
    return mgr_free(ctx, x, BBMM_PURPOSE_WRITEOUT);
}

bbmm_status bbmm_bb_free(bbmm_context *ctx, bbmm_resident r)
{
    return mgr_with_resident(ctx, r, mgr_op_free, NULL);
}

static bbmm_status mgr_op_placement(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    (void)ctx;
    mgr_placement(x, (bbmm_placement *)(uintptr_t)arg);
    return BBMM_OK;
}

bbmm_status bbmm_bb_placement(bbmm_context *ctx, bbmm_resident r, bbmm_placement *where)
{
    if (!where)
        return BBMM_ERR_INVALID;
    return mgr_with_resident(ctx, r, mgr_op_placement, where);
}

/* Check that "region" lies inside resident box "x". */
static bbmm_status mgr_check_region(bbmm_context *ctx, const bbmmi_resident *x, const bbmm_box *region)
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
static bbmmi_view mgr_packed_view(const bbmmi_resident *x, const mgr_region_arg *ra)
{
    bbmmi_view v;
    memset(&v, 0, sizeof(v));
    v.host = (char *)ra->buf;
    v.bounds = *ra->region;
    v.elem = x->array->elem;
    return v;
}

static bbmm_status mgr_op_write_region(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    const mgr_region_arg *ra = (const mgr_region_arg *)arg;
    bbmmi_view src, dst = mgr_dev_view(x);
    bbmm_status st2, st = mgr_check_region(ctx, x, ra->region);
    if (st != BBMM_OK)
        return st;
    src = mgr_packed_view(x, ra);
    st = bbmmi_transfer(ctx, x->dev, &dst, &src, ra->region);
    if (st == BBMM_OK)
        mgr_count(&ctx->dev[x->dev].stats.h2d[BBMM_PURPOSE_USER], x->array, ra->region);
    st2 = mgr_mark_written(ctx, x, ra->region);
    return st != BBMM_OK ? st : st2;
}

bbmm_status bbmm_bb_write_region(bbmm_context *ctx, bbmm_resident r, const bbmm_box *region, const void *src)
{
    mgr_region_arg ra;
    if (!src)
        return BBMM_ERR_INVALID;
    ra.region = region;
    ra.purpose = BBMM_PURPOSE_USER;
    ra.buf = (void *)(uintptr_t)src;
    return mgr_with_resident(ctx, r, mgr_op_write_region, &ra);
}

static bbmm_status mgr_op_read_region(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    const mgr_region_arg *ra = (const mgr_region_arg *)arg;
    bbmmi_view dst, src = mgr_dev_view(x);
    bbmm_status st = mgr_check_region(ctx, x, ra->region);
    if (st == BBMM_OK)
        st = mgr_refresh(ctx, x);
    if (st != BBMM_OK)
        return st;
    dst = mgr_packed_view(x, ra);
    st = bbmmi_transfer(ctx, x->dev, &dst, &src, ra->region);
    if (st == BBMM_OK)
        mgr_count(&ctx->dev[x->dev].stats.d2h[BBMM_PURPOSE_USER], x->array, ra->region);
    return st;
}

bbmm_status bbmm_bb_read_region(bbmm_context *ctx, bbmm_resident r, const bbmm_box *region, void *dst)
{
    mgr_region_arg ra;
    if (!dst)
        return BBMM_ERR_INVALID;
    ra.region = region;
    ra.purpose = BBMM_PURPOSE_USER;
    ra.buf = dst;
    return mgr_with_resident(ctx, r, mgr_op_read_region, &ra);
}

/* Free the unused iteration-local boxes of device "dev". */
static bbmm_status mgr_cleanup_device(bbmm_context *ctx, int dev)
{
    bbmmi_resident *x = ctx->dev[dev].unused.head, *next;
    bbmm_status st = BBMM_OK;
    for (; x && st == BBMM_OK; x = next) {
        next = x->next;
        if (x->flags & BBMM_BOX_ITER_LOCAL)
            st = mgr_free(ctx, x, BBMM_PURPOSE_WRITEOUT);
    }
    return st;
}

bbmm_status bbmm_bb_cleanup(bbmm_context *ctx, int dev)
{
    bbmm_status st = BBMM_OK;
    mgr_clock c;
    int d;
    if (!ctx)
        return BBMM_ERR_INVALID;
    pthread_mutex_lock(&ctx->lock);
    c = mgr_begin(ctx);
    if (dev < -1 || dev >= ctx->ndev)
        st = bbmmi_error(ctx, BBMM_ERR_INVALID, "device %d does not exist (%d devices)", dev, ctx->ndev);
    for (d = 0; d < ctx->ndev && st == BBMM_OK; d++)
        if (dev == -1 || dev == d)
            st = mgr_cleanup_device(ctx, d);
    mgr_end(ctx, c, dev, st);
    pthread_mutex_unlock(&ctx->lock);
    return st;
}

void bbmmi_manager_shutdown(bbmm_context *ctx)
{
    uint32_t i;
    int d;
    for (i = 0; i < ctx->narrays; i++)
        if (ctx->arrays[i])
            mgr_array_destroy(ctx, ctx->arrays[i]);
    for (d = 0; d < ctx->ndev; d++)
        while (mgr_pool_drop(&ctx->dev[d]))
            ;
    free(ctx->arrays);
    free(ctx->pending);
    ctx->pending = NULL;
    ctx->npending = ctx->pending_cap = 0;
    ctx->arrays = NULL;
    ctx->narrays = ctx->arrays_cap = 0;
}
