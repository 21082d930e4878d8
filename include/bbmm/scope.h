/* bbmm/scope.h - host arrays and data scopes of manager.h's buffer
 * manager: registering, syncing, scratch and unregistering host arrays,
 * bbmm_data_begin / bbmm_data_end / bbmm_data_leave, the scope guard of
 * BBMM_CHECK=scopes, bbmm_update_host / bbmm_update_device.  Part of
 * bbmm.h through manager.h, which alone includes it, at its end.
 */
#ifndef BBMM_MANAGER_H
#error "bbmm/scope.h is a part of bbmm/manager.h: include bbmm.h"
#elif !defined(BBMM_SCOPE_H)
#define BBMM_SCOPE_H

#include <stdlib.h>
#include <string.h>

BBMM_EXTERN_C_BEGIN

/* bbmm/rowblock.h: tables' blocks a data scope keeps */
BBMM_API bbmm_status bbmmi_rows_flush_range(bbmm_context *ctx, const void *host, size_t bytes,
                                            const bbmmi_rowblock *except, int keep);
BBMM_API bbmmi_scope *bbmmi_rowblock_keeper(bbmm_context *ctx, const void *host);
BBMM_API bbmm_status bbmmi_rows_scope_end(bbmm_context *ctx, bbmmi_scope *s);

/* ---- data scopes ------------------------------------------------------ */

BBMM_API bbmm_status bbmmi_array_forget(bbmm_context *ctx, bbmm_array ha);

/* BBMM_CHECK=scopes: lift the protection of every host array of "ctx",
 * at the entry of a runtime call that may touch them (lock not held). */
BBMM_API void bbmmi_scope_unguard(bbmm_context *ctx)
{
    uint32_t i;
    if (!bbmm_mgr(ctx)->check_scopes)
        return;
    bbmmi_lock(ctx);
    for (i = 0; i < bbmm_mgr(ctx)->narrays; i++)
        if (bbmm_mgr(ctx)->arrays[i])
            bbmmi_check_guard(bbmm_mgr(ctx)->arrays[i]->host, bbmm_mgr(ctx)->arrays[i]->bytes,
                              bbmm_mgr(ctx)->arrays[i]->elem, bbmm_mgr(ctx)->arrays[i]->name, 0);
    bbmmi_unlock(ctx);
}

/* Nonzero when a data scope of the calling thread keeps "a" and a device
 * holds values of it newer than the host (dirty, or left there by a lazy
 * flow-out); pinned arrays (bbmm_host_alloc) and several ranks are not
 * checked; another thread's arrays wait for that thread (lock held). */
BBMM_API int bbmmi_scope_stale(bbmm_context *ctx, const bbmmi_array *a)
{
    const bbmmi_resident *x;
    if (!a->keeper || a->pinned || bbmmi_nranks(ctx) > 1 || a->owner != bbmmi_thread_token())
        return 0;
    for (x = a->residents; x; x = x->anext)
        if (x->dirty.n)
            return 1;
    return a->lazy;
}

/* BBMM_CHECK=scopes: when a runtime call returns to the program, wait for
 * every enqueued command (its status), then protect the host pages of
 * the stale kept arrays of "ctx" and lift that of the others (lock not
 * held). */
BBMM_API bbmm_status bbmmi_scope_guard(bbmm_context *ctx)
{
    bbmm_status st = BBMM_OK;
    uint32_t i;
    bbmmi_enter(); /* the callers have left the gate: an exit may be destroying "ctx" */
    if (bbmm_mgr(ctx)->check_scopes) {
        st = bbmmi_drain(ctx);
        bbmmi_lock(ctx);
        for (i = 0; i < bbmm_mgr(ctx)->narrays; i++) {
            const bbmmi_array *a = bbmm_mgr(ctx)->arrays[i];
            if (a)
                bbmmi_check_guard(a->host, a->bytes, a->elem, a->name, bbmmi_scope_stale(ctx, a));
        }
        bbmmi_unlock(ctx);
    }
    bbmmi_leave();
    return st;
}

/* The innermost open scope of the calling thread, from "s" outwards, that
 * keeps the array whose first byte is "host" (when "listed", only one
 * that names it: of an array bbmm_array_unlisted marked); NULL when none
 * (lock held). */
BBMM_API bbmmi_scope *bbmmi_scope_keeping(bbmmi_scope *s, const void *self, const void *host, int listed)
{
    int i;
    for (; s; s = s->outer) {
        if (s->owner != self)
            continue;
        if (!s->nhosts && !listed && !((uintptr_t)host >= s->deeper_lo && (uintptr_t)host < s->deeper_hi))
            return s;
        for (i = 0; i < s->nhosts; i++)
            if (s->hosts[i] == host)
                return s;
    }
    return NULL;
}

/* Nonzero when a data scope keeps array "ha" (its write-outs wait for the
 * scope's end or bbmm_update_host()). */
BBMM_API int bbmmi_array_kept(bbmm_context *ctx, bbmm_array ha)
{
    int kept;
    bbmmi_lock(ctx);
    kept = bbmmi_mgr_array_at(bbmm_mgr(ctx), ha.id) && bbmmi_mgr_array_at(bbmm_mgr(ctx), ha.id)->keeper;
    bbmmi_unlock(ctx);
    return kept;
}

/* Nonzero when "a" holds bytes of [host, host + bytes). */
BBMM_API int bbmmi_array_holds(const bbmmi_array *a, const void *host, uint64_t bytes)
{
    /* (as integers: "host" may be 1 and "bytes" all the rest, bbmm_pp_table_update) */
    uintptr_t lo = (uintptr_t)host, hi = bytes > UINTPTR_MAX - lo ? UINTPTR_MAX : lo + (uintptr_t)bytes;
    uintptr_t alo = (uintptr_t)a->host;
    return a->bytes && bytes && lo < alo + a->bytes && alo < hi;
}

/* A registration of "host" ("bytes" bytes, the shape of "elem", "ndim",
 * "extents") while the calling thread has a data scope (lock held): a kept
 * array of the same memory and shape into "*same" (its registrations
 * counted); else a kept array of this thread, unregistered by every region,
 * that overlaps the memory into "*other" (to forget first); NULL both when
 * neither. */
BBMM_API void bbmmi_scope_match(bbmm_context *ctx, const void *host, uint64_t bytes, size_t elem, int ndim,
                                const int64_t *extents, bbmmi_array **same, bbmmi_array **other)
{
    const void *self = bbmmi_thread_token();
    uint32_t i;
    int d;
    *same = *other = NULL;
    for (i = 0; i < bbmm_mgr(ctx)->narrays; i++) {
        bbmmi_array *b = bbmm_mgr(ctx)->arrays[i];
        if (!b || !b->keeper || b->owner != self || !bbmmi_array_holds(b, host, bytes))
            continue;
        for (d = 0; b->host == (const char *)host && b->elem == elem && b->ndim == ndim && d < ndim &&
                    b->extent[d] == extents[d];
             d++)
            ;
        if (b->host == (const char *)host && b->elem == elem && b->ndim == ndim && d == ndim) {
            *same = b;
            return;
        }
        if (!b->refs)
            *other = b;
    }
}

/* How deep below bbmm_data_begin's frame a scope without a list takes
 * host memory for stack frames of functions called inside it (never
 * kept).  Linux keeps at least 128 MiB between the main thread's stack
 * and its mappings; a thread's stack may lie next to heap mappings, which
 * are then not kept either (they move to and from the devices with each
 * region: slower, never wrong). */
#define BBMMI_SCOPE_DEEPER ((uintptr_t)16 << 20)

#ifdef BBMM_ONCE_BODIES /* compiled once (config.h) */
BBMM_ONCE bbmm_status bbmm_data_begin(bbmm_context *ctx, int n, void *const *hosts)
{
    bbmmi_scope *s;
    if (!ctx || n < 0 || (n && !hosts))
        return ctx ? bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmm_data_begin: %d arrays at %p", n, (const void *)hosts)
                   : BBMM_ERR_INVALID;
    s = (bbmmi_scope *)calloc(1, sizeof(*s));
    if (s && n && !(s->hosts = (void **)malloc((size_t)n * sizeof(void *)))) {
        free(s);
        s = NULL;
    }
    if (!s)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_data_begin: out of host memory");
    for (s->nhosts = 0; s->nhosts < n; s->nhosts++)
        s->hosts[s->nhosts] = hosts[s->nhosts];
    if (!n) { /* the frames below this call's: BBMMI_SCOPE_DEEPER bytes of stack at most */
        s->deeper_hi = (uintptr_t)__builtin_frame_address(0);
        s->deeper_lo = s->deeper_hi > BBMMI_SCOPE_DEEPER ? s->deeper_hi - BBMMI_SCOPE_DEEPER : 0;
    }
    s->owner = bbmmi_thread_token();
    s->number = __atomic_add_fetch(&bbmm_pick_global()->scopes_begun, 1, __ATOMIC_RELAXED);
    bbmmi_lock(ctx);
    s->outer = bbmm_mgr(ctx)->scopes;
    bbmm_mgr(ctx)->scopes = s;
    if (!s->outer) /* an outermost scope: its rounds are not known yet (bbmm/pick.h) */
        __atomic_store_n(&bbmm_pick_global()->rounds_pending, 1, __ATOMIC_RELAXED);
    bbmmi_unlock(ctx);
    return BBMM_OK;
}
#endif

#ifdef BBMM_ONCE_BODIES /* compiled once (config.h) */
BBMM_ONCE bbmm_status bbmm_data_repeats(bbmm_context *ctx, double times)
{
    const void *self = bbmmi_thread_token();
    bbmmi_scope *s;
    if (!ctx)
        return BBMM_ERR_INVALID;
    if (!(times >= 0)) /* (NaN too) */
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmm_data_repeats: %g times", times);
    bbmmi_lock(ctx);
    for (s = bbmm_mgr(ctx)->scopes; s && s->owner != self; s = s->outer)
        ;
    if (s)
        s->repeats = times;
    bbmmi_unlock(ctx);
    return s ? BBMM_OK : bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmm_data_repeats: no data scope is open on this thread");
}
#endif

#ifdef BBMM_ONCE_BODIES /* compiled once (config.h) */
BBMM_ONCE bbmm_status bbmm_data_end(bbmm_context *ctx)
{
    const void *self = bbmmi_thread_token();
    bbmmi_scope **at, *s;
    bbmm_status st = BBMM_OK, st2;
    uint32_t i, n = 0, *drop;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_lock(ctx);
    for (at = &bbmm_mgr(ctx)->scopes; *at && (*at)->owner != self; at = &(*at)->outer)
        ;
    if ((s = *at) && s->rowblocks) { /* its tables' blocks back into their rows first */
        bbmmi_unlock(ctx);
        st = bbmmi_rows_scope_end(ctx, s);
        bbmmi_lock(ctx);
        for (at = &bbmm_mgr(ctx)->scopes; *at && (*at)->owner != self; at = &(*at)->outer)
            ;
    }
    if (!(s = *at)) {
        bbmmi_unlock(ctx);
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmm_data_end: no data scope is open on this thread");
    }
    drop = (uint32_t *)malloc((bbmm_mgr(ctx)->narrays + 1) * sizeof(*drop));
    if (!drop) { /* the scope stays open: nothing lost */
        bbmmi_unlock(ctx);
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_data_end: out of host memory");
    }
    *at = s->outer;
    if (!bbmm_mgr(ctx)->scopes) /* no scope left: no rounds (bbmm/pick.h) */
        __atomic_store_n(&bbmm_pick_global()->rounds_pending, 0, __ATOMIC_RELAXED);
    for (i = 0; i < bbmm_mgr(ctx)->narrays; i++) {
        bbmmi_array *a = bbmm_mgr(ctx)->arrays[i];
        if (!a || a->keeper != s)
            continue;
        a->keeper = bbmmi_scope_keeping(s->outer, self, a->host, a->unlisted); /* an enclosing scope keeps it on */
        if (!a->keeper && !a->refs)
            drop[n++] = a->id; /* no region has it registered: write back and forget */
    }
    bbmmi_unlock(ctx);
    for (i = 0; i < n; i++) {
        bbmm_array h;
        h.id = drop[i];
        st2 = bbmmi_array_forget(ctx, h);
        if (st == BBMM_OK)
            st = st2;
    }
    free(drop);
    free(s->hosts);
    free(s);
    st2 = bbmmi_scope_guard(ctx);
    return st != BBMM_OK ? st : st2;
}
#endif

#ifdef BBMM_ONCE_BODIES /* compiled once (config.h) */
BBMM_ONCE bbmm_status bbmm_data_leave(bbmm_context *ctx)
{
    const void *self = bbmmi_thread_token();
    const bbmmi_scope *s;
    bbmm_status st = BBMM_OK, st2;
    int n = 0;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_lock(ctx);
    for (s = bbmm_mgr(ctx)->scopes; s; s = s->outer)
        n += s->owner == self;
    bbmmi_unlock(ctx);
    for (; n > 0; n--) { /* innermost first; one that fails for memory stays open */
        st2 = bbmm_data_end(ctx);
        if (st == BBMM_OK)
            st = st2;
    }
    return st;
}
#endif

#ifdef BBMM_ONCE_BODIES /* compiled once (config.h) */
BBMM_ONCE bbmm_status bbmm_array_register(bbmm_context *ctx, void *host, size_t elem_size, int ndim,
                                const int64_t *extents, const char *name, bbmm_array *out)
{
    bbmmi_array *a;
    uint64_t bytes = elem_size;
    bbmmi_mgr_clock c;
    int d;
    if (out)
        out->id = 0;
    if (!ctx || !out)
        return BBMM_ERR_INVALID;
    bbmmi_enter(); /* inside the exit gate before the context is touched */
    bbmmi_scope_unguard(ctx);
    for (d = 0; d < ndim && d < BBMM_MAX_DIMS && extents && extents[d] >= 0 &&
                !bbmm_mul_overflow_u64(bytes, (uint64_t)extents[d], &bytes);
         d++)
        ;
    if (host && d == ndim && bytes) { /* rows a scope's table block holds: current first (rowblock.h) */
        bbmm_status st = bbmmi_rows_flush_range(ctx, host, bytes > SIZE_MAX ? SIZE_MAX : (size_t)bytes, NULL, 0);
        if (st != BBMM_OK) {
            bbmmi_leave();
            return st;
        }
    }
    while (host && ndim >= 1 && d == ndim) { /* a data scope may keep it */
        bbmmi_array *same, *other;
        bbmm_array h;
        bbmm_status st;
        bbmmi_lock(ctx);
        if (!bbmm_mgr(ctx)->scopes) { /* another thread may open one: read under the lock */
            bbmmi_unlock(ctx);
            break;
        }
        bbmmi_scope_match(ctx, host, bytes, elem_size, ndim, extents, &same, &other);
        if (same) {
            same->refs++;
            out->id = same->id;
        }
        h.id = other ? other->id : 0;
        if (other)
            other->keeper = NULL;
        bbmmi_unlock(ctx);
        if (same) {
            bbmmi_leave();
            return BBMM_OK;
        }
        if (!other)
            break;
        if ((st = bbmmi_array_forget(ctx, h)) != BBMM_OK) {
            bbmmi_leave();
            return st;
        }
    }
    bytes = elem_size;
    bbmmi_lock(ctx);
    c = bbmmi_mgr_begin(ctx);
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
            bbmmi_mgr_end(ctx, c, -1, BBMM_OK);
            bbmmi_unlock(ctx);
            bbmmi_leave();
            return BBMM_ERR_OVERFLOW;
        }
    }
    if (!host && bytes) {
        bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmm_array_register(%s): NULL host pointer for %llu bytes",
                    name ? name : "?", (unsigned long long)bytes);
        goto invalid;
    }
    if (bbmm_mgr(ctx)->ndev < 1) { /* none started yet (BBMM_WORK_LATER), or every start failed */
        bbmmi_error(ctx, BBMM_ERR_NO_DEVICE, "bbmm_array_register(%s): the context has no device",
                    name ? name : "?");
        bbmmi_mgr_end(ctx, c, -1, BBMM_OK);
        bbmmi_unlock(ctx);
        bbmmi_leave();
        return BBMM_ERR_NO_DEVICE;
    }
    if (!bbmm_mgr(ctx)->nfree && bbmm_mgr(ctx)->narrays >= BBMMI_ARRAY_SLOT_MAX) {
        bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_array_register(%s): %u arrays are registered at once",
                    name ? name : "?", (unsigned)BBMMI_ARRAY_SLOT_MAX);
        bbmmi_mgr_end(ctx, c, -1, BBMM_OK);
        bbmmi_unlock(ctx);
        bbmmi_leave();
        return BBMM_ERR_NOMEM;
    }
    if (!bbmm_mgr(ctx)->nfree && bbmm_mgr(ctx)->narrays == bbmm_mgr(ctx)->arrays_cap) {
        uint32_t cap = bbmm_mgr(ctx)->arrays_cap ? bbmm_mgr(ctx)->arrays_cap * 2 : 16;
        bbmmi_array **nv = (bbmmi_array **)realloc(bbmm_mgr(ctx)->arrays, cap * sizeof(*nv));
        if (!nv)
            goto nomem;
        bbmm_mgr(ctx)->arrays = nv;
        bbmm_mgr(ctx)->arrays_cap = cap;
    }
    a = (bbmmi_array *)calloc(1, sizeof(*a));
    if (!a)
        goto nomem;
    a->evicted = (bbmm_box_list *)calloc((size_t)bbmm_mgr(ctx)->ndev, sizeof(bbmm_box_list));
    if (!a->evicted) {
        free(a);
        goto nomem;
    }
    {
        bbmm_manager *m = bbmm_mgr(ctx);
        uint32_t slot = m->nfree ? m->free_slots[--m->nfree] : ++m->narrays;
        m->array_serial = (m->array_serial + 1) & ((1u << (32 - BBMMI_ARRAY_SLOT_BITS)) - 1);
        a->id = ((uint32_t)m->array_serial << BBMMI_ARRAY_SLOT_BITS) | slot;
        a->seq = m->registrations++;
    }
    snprintf(a->name, sizeof(a->name), "%s", name ? name : "array");
    a->host = (char *)host;
    a->elem = elem_size;
    a->ndim = ndim;
    for (d = 0; d < ndim; d++)
        a->extent[d] = extents[d];
    a->bytes = bytes;
    a->pinned = bytes && bbmmi_host_pinned(ctx, host, (size_t)bytes);
    a->owner = bbmmi_thread_token();
    bbmm_mgr(ctx)->arrays[BBMMI_ARRAY_SLOT(a->id) - 1] = a;
    if (bbmmi_mgr_conflicts(ctx, a) != BBMM_OK) {
        bbmmi_mgr_array_destroy(ctx, a);
        bbmmi_mgr_end(ctx, c, -1, BBMM_OK);
        bbmmi_unlock(ctx);
        bbmmi_leave();
        return BBMM_ERR_OVERLAP;
    }
    if (bbmmi_ranks_adopt(ctx, a) != BBMM_OK) {
        bbmmi_mgr_array_destroy(ctx, a);
        bbmmi_mgr_end(ctx, c, -1, BBMM_OK);
        bbmmi_unlock(ctx);
        bbmmi_leave();
        return BBMM_ERR_NOMEM;
    }
    out->id = a->id;
    if ((a->keeper = bbmmi_rowblock_keeper(ctx, host)) != NULL ||
        (a->keeper = bbmmi_scope_keeping(bbmm_mgr(ctx)->scopes, a->owner, host, 0)) != NULL)
        a->refs = 1;
    bbmmi_mgr_end(ctx, c, -1, BBMM_OK);
    bbmmi_unlock(ctx);
    bbmmi_leave();
    return BBMM_OK;
nomem:
    bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_array_register(%s): out of host memory", name ? name : "?");
    bbmmi_mgr_end(ctx, c, -1, BBMM_OK);
    bbmmi_unlock(ctx);
    bbmmi_leave();
    return BBMM_ERR_NOMEM;
invalid:
    bbmmi_mgr_end(ctx, c, -1, BBMM_OK);
    bbmmi_unlock(ctx);
    bbmmi_leave();
    return BBMM_ERR_INVALID;
}
#endif

/* Write back to the host the dirty data of resident "x" inside "keep"
 * (write-out); the rest stays dirty there. */
BBMM_API bbmm_status bbmmi_mgr_write_back_keep(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box *keep)
{
    bbmm_box store[16];
    bbmm_box_list part;
    bbmm_status st;
    size_t i;
    bbmm_box_list_init(&part, store, 16);
    st = bbmmi_mgr_clip_into(&x->dirty, keep, &part);
    for (i = 0; i < part.n && st == BBMM_OK; i++)
        st = bbmmi_mgr_d2h(ctx, x, &part.v[i], BBMM_PURPOSE_WRITEOUT, 0);
    bbmm_box_list_free(&part);
    return st;
}

/* Write back all dirty data of "a" (lock held); of a scratch array, what
 * lies in its kept box only. */
BBMM_API bbmm_status bbmmi_mgr_sync(bbmm_context *ctx, bbmmi_array *a)
{
    bbmmi_resident *x;
    bbmm_status st = BBMM_OK;
    int scratch = bbmmi_mgr_scratch(ctx, a);
    for (x = a->residents; x && st == BBMM_OK; x = x->anext)
        st = scratch ? bbmmi_mgr_write_back_keep(ctx, x, &a->keep) : bbmmi_mgr_write_back(ctx, x, BBMM_PURPOSE_WRITEOUT);
    return st;
}

/* The start of a call that makes a host array current: wait for every
 * enqueued command (the first failure into "*ran"), take the lock and the
 * clock, and look up "ha" (NULL after recording an error). */
BBMM_API bbmmi_array *bbmmi_mgr_host_begin(bbmm_context *ctx, bbmm_array ha, bbmm_status *ran, bbmmi_mgr_clock *c)
{
    bbmmi_enter();
    bbmmi_scope_unguard(ctx);
    *ran = bbmmi_drain(ctx);
    bbmmi_lock(ctx);
    *c = bbmmi_mgr_begin(ctx);
    return bbmmi_mgr_array(ctx, ha);
}

/* Its end: charge the time, drop the lock; the call's status. */
BBMM_API bbmm_status bbmmi_mgr_host_end(bbmm_context *ctx, bbmmi_mgr_clock c, bbmm_status ran, bbmm_status st)
{
    bbmmi_mgr_end(ctx, c, -1, st);
    bbmmi_unlock(ctx);
    bbmmi_leave();
    return ran != BBMM_OK ? ran : st;
}

#ifdef BBMM_ONCE_BODIES /* compiled once (config.h) */
BBMM_ONCE bbmm_status bbmm_array_sync(bbmm_context *ctx, bbmm_array ha)
{
    bbmmi_array *a;
    bbmm_status st, ran;
    bbmmi_mgr_clock c;
    if (!ctx)
        return BBMM_ERR_INVALID;
    a = bbmmi_mgr_host_begin(ctx, ha, &ran, &c);
    st = a ? bbmmi_mgr_sync(ctx, a) : BBMM_ERR_NOT_FOUND;
    st = bbmmi_ranks_gather(ctx, a, 1, BBMMI_AT_SYNC, st); /* every rank runs the host code after it */
    if (st == BBMM_OK && a->conflict[0])
        st = bbmmi_mgr_conflict_error(ctx, a);
    st = bbmmi_mgr_host_end(ctx, c, ran, st);
    ran = bbmmi_scope_guard(ctx);
    return st != BBMM_OK ? st : ran;
}
#endif

#ifdef BBMM_ONCE_BODIES /* compiled once (config.h) */
BBMM_ONCE bbmm_status bbmm_array_unlisted(bbmm_context *ctx, bbmm_array ha)
{
    bbmmi_array *a;
    bbmm_status st = BBMM_OK;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_lock(ctx);
    a = bbmmi_mgr_array(ctx, ha);
    if (!a)
        st = BBMM_ERR_NOT_FOUND;
    else {
        /* also when a scope that names it keeps it now: a scope without a
         * list around that one must not take it over at its end */
        a->unlisted = 1;
        if (a->keeper && !a->keeper->nhosts && a->refs == 1) {
            a->keeper = bbmmi_scope_keeping(a->keeper->outer, a->owner, a->host, 1);
            a->refs = a->keeper ? 1 : 0;
        }
    }
    bbmmi_unlock(ctx);
    return st;
}
#endif

#ifdef BBMM_ONCE_BODIES /* compiled once (config.h) */
BBMM_ONCE bbmm_status bbmm_array_transient(bbmm_context *ctx, bbmm_array ha)
{
    bbmmi_array *a;
    bbmm_status st = BBMM_OK;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_lock(ctx);
    a = bbmmi_mgr_array(ctx, ha);
    if (!a)
        st = BBMM_ERR_NOT_FOUND;
    else if (a->keeper && a->refs > 1)
        st = bbmmi_error(ctx, BBMM_ERR_BUSY, "bbmm_array_transient(%s): a data scope keeps it for another region",
                         a->name);
    else if (a->keeper) {
        a->keeper = NULL;
        a->refs = 0;
    }
    bbmmi_unlock(ctx);
    return st;
}
#endif

#ifdef BBMM_ONCE_BODIES /* compiled once (config.h) */
BBMM_ONCE bbmm_status bbmm_array_scratch(bbmm_context *ctx, bbmm_array ha, const bbmm_box *keep)
{
    bbmmi_array *a;
    bbmm_box all;
    char b[256];
    bbmm_status st = BBMM_OK;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_lock(ctx);
    a = bbmmi_mgr_array(ctx, ha);
    if (!a) {
        st = BBMM_ERR_NOT_FOUND;
    } else {
        all = bbmmi_mgr_array_box(a);
        if (keep && !bbmm_bb_is_empty(keep) && (keep->ndim != a->ndim || !bbmm_bb_is_subset(keep, &all)))
            st = bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmm_array_scratch(%s): kept box %s is not a box of the array",
                             a->name, bbmm_bb_format(keep, b, sizeof(b)));
    }
    if (st == BBMM_OK) {
        a->scratch = 1;
        a->keep = keep && !bbmm_bb_is_empty(keep) ? *keep : bbmm_bb_empty(a->ndim);
    }
    bbmmi_unlock(ctx);
    return st;
}
#endif

#ifdef BBMM_ONCE_BODIES /* compiled once (config.h) */
BBMM_ONCE bbmm_status bbmm_array_unregister(bbmm_context *ctx, bbmm_array ha)
{
    bbmmi_array *a;
    bbmm_status st, ran;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_enter();
    bbmmi_lock(ctx);
    a = bbmmi_mgr_array_at(bbmm_mgr(ctx), ha.id);
    if (a && (a->keeper || a->refs > 1)) { /* a data scope keeps it resident, or (no longer kept since the
                                               region started: bbmmi_scope_alias_reads) another of the
                                               region's registrations still holds it: no wait, no write-back */
        if (a->refs > 0)
            a->refs--;
        bbmmi_unlock(ctx);
        st = BBMM_OK;
    } else {
        bbmmi_unlock(ctx);
        st = bbmmi_array_forget(ctx, ha);
    }
    ran = bbmmi_scope_guard(ctx);
    bbmmi_leave();
    return st != BBMM_OK ? st : ran;
}
#endif

/* bbmm_array_unregister() of an array no scope keeps: wait, write back,
 * forget. */
BBMM_API bbmm_status bbmmi_array_forget(bbmm_context *ctx, bbmm_array ha)
{
    bbmmi_array *a;
    bbmmi_resident *x;
    bbmm_status st = BBMM_OK, ran;
    bbmmi_mgr_clock c;
    a = bbmmi_mgr_host_begin(ctx, ha, &ran, &c);
    if (!a)
        st = BBMM_ERR_NOT_FOUND;
    for (x = a ? a->residents : NULL; x && st == BBMM_OK; x = x->anext)
        if (x->uses)
            st = bbmmi_error(ctx, BBMM_ERR_BUSY, "array %s: a box on device %d is still in use",
                             a->name, x->dev);
    if (st == BBMM_OK)
        st = bbmmi_mgr_sync(ctx, a);
    st = bbmmi_ranks_gather(ctx, a, bbmmi_rank_gather_all(ctx), BBMMI_AT_UNREGISTER, st);
    if (st == BBMM_OK && a->conflict[0])
        st = bbmmi_mgr_conflict_error(ctx, a);
    if (st == BBMM_OK || st == BBMM_ERR_OVERLAP) {
        bbmmi_ranks_forget(ctx, a);
        bbmmi_mgr_array_destroy(ctx, a);
    }
    return bbmmi_mgr_host_end(ctx, c, ran, st);
}

/* bbmm_update_host() ("to_host") or bbmm_update_device() on the arrays of
 * the calling thread that hold one of the "bytes" bytes at "host". */
BBMM_API bbmm_status bbmmi_update(bbmm_context *ctx, const void *host, size_t bytes, int to_host)
{
    const void *self = bbmmi_thread_token();
    bbmm_status st = BBMM_OK, ran;
    bbmmi_mgr_clock c;
    uint32_t i;
    int d;
    if (!ctx)
        return BBMM_ERR_INVALID;
    if (!bytes)
        bytes = 1;
    if (bytes > UINTPTR_MAX - (uintptr_t)host) /* (a region's whole size saturates) */
        bytes = (size_t)(UINTPTR_MAX - (uintptr_t)host);
    if ((st = bbmmi_rows_flush_range(ctx, host, bytes, NULL, to_host)) != BBMM_OK) /* rows a table's block holds */
        return st;
    bbmmi_enter();
    if (bbmm_device_count(ctx) <= 0 && !bbmm_mgr(ctx)->check_scopes && bbmmi_nranks(ctx) <= 1) {
        bbmmi_leave(); /* no device holds anything, none has work: nothing to do (host code in an automatic
                          scope asks before and after every statement that touches a kept array) */
        return BBMM_OK;
    }
    bbmmi_scope_unguard(ctx);
    ran = bbmmi_drain(ctx);
    bbmmi_lock(ctx);
    c = bbmmi_mgr_begin(ctx);
    for (i = 0; i < bbmm_mgr(ctx)->narrays && st == BBMM_OK; i++) {
        bbmmi_array *a = bbmm_mgr(ctx)->arrays[i];
        bbmmi_resident *x;
        if (!a || a->owner != self || !bbmmi_array_holds(a, host, bytes))
            continue;
        if (to_host) {
            st = bbmmi_ranks_gather(ctx, a, 1, BBMMI_AT_UPDATE_HOST, bbmmi_mgr_sync(ctx, a));
            continue;
        }
        for (x = a->residents; x && st == BBMM_OK; x = x->anext)
            if (x->uses)
                st = bbmmi_error(ctx, BBMM_ERR_BUSY, "update device(%s): a box on device %d is in use", a->name,
                                 x->dev);
        while (st == BBMM_OK && a->residents) /* the host's values win: every device copy goes */
            bbmmi_mgr_destroy(ctx, a->residents);
        if (st == BBMM_OK) /* every rank's: each rank's host copy is its newest */
            bbmmi_rdir_clear(a->rdir);
        for (d = 0; st == BBMM_OK && d < bbmm_mgr(ctx)->ndev; d++)
            bbmm_box_list_free(&a->evicted[d]);
    }
    bbmmi_mgr_end(ctx, c, -1, st);
    bbmmi_unlock(ctx);
    bbmmi_leave();
    st = ran != BBMM_OK ? ran : st;
    ran = bbmmi_scope_guard(ctx);
    return st != BBMM_OK ? st : ran;
}

#ifdef BBMM_ONCE_BODIES /* compiled once (config.h) */
BBMM_ONCE bbmm_status bbmm_update_host(bbmm_context *ctx, const void *host)
{
    return bbmmi_update(ctx, host, 1, 1);
}

BBMM_ONCE bbmm_status bbmm_update_host_range(bbmm_context *ctx, const void *host, size_t bytes)
{
    return bbmmi_update(ctx, host, bytes, 1);
}
#endif

#ifdef BBMM_ONCE_BODIES /* compiled once (config.h) */
BBMM_ONCE bbmm_status bbmm_update_device(bbmm_context *ctx, const void *host)
{
    return bbmmi_update(ctx, host, 1, 0);
}

BBMM_ONCE bbmm_status bbmm_update_device_range(bbmm_context *ctx, const void *host, size_t bytes)
{
    return bbmmi_update(ctx, host, bytes, 0);
}
#endif

/* Nonzero when array "a" is one of the "n" arrays "ha" of a region and the
 * region only reads it (rw[k] 'r' wherever ha[k] is "a"; lock held). */
BBMM_API int bbmmi_region_reads_only(bbmm_context *ctx, const bbmmi_array *a, const bbmm_array *ha, int n,
                                     const char *rw)
{
    int k, found = 0;
    for (k = 0; k < n; k++)
        if (bbmmi_mgr_array_at(bbmm_mgr(ctx), ha[k].id) == a) {
            if (rw[k] != 'r')
                return 0;
            found = 1;
        }
    return found;
}

/* The region array ha[k] when it is a data scope's, k is its first place
 * in "ha", and another array of the region shares memory with it; else
 * NULL (lock held). */
BBMM_API bbmmi_array *bbmmi_region_kept_alias(bbmm_context *ctx, const bbmm_array *ha, int n, int k)
{
    bbmmi_array *a = bbmmi_mgr_array_at(bbmm_mgr(ctx), ha[k].id), *b;
    int j;
    if (!a || !a->keeper)
        return NULL;
    for (j = 0; j < k; j++)
        if (ha[j].id == ha[k].id)
            return NULL;
    for (j = 0; j < n; j++)
        if ((b = bbmmi_mgr_array_at(bbmm_mgr(ctx), ha[j].id)) != NULL && b != a && bbmmi_mgr_overlap(a, b))
            return a;
    return NULL;
}

/* Names that a region only reads and that share memory where a data scope
 * keeps one of them ("gemv(m, n, A, n, A, y)" with a as A[m][n] and x as
 * A[n], inside a scope keeping A): two registrations of one memory, which
 * the directory must not keep both (each would hold device copies the
 * other's writes later leave stale).  bbmmi_arrays_disjoint_reads has
 * found that no array of the calling thread overlaps another unless the
 * region only reads both (lock not held).
 * 1. Every kept one writes back what the devices (or other ranks) hold
 *    newer than the host (dirty, lazily flowed out): the host memory the
 *    others read from is then the current value, and its own device
 *    copies stay valid (the region writes none of them).
 * 2. In the order of registration, a kept one that shares memory with an
 *    older one still kept stops being kept (the region's own: forgotten
 *    when its last registration is unregistered, after the run): kept
 *    arrays of a thread stay disjoint, and what the region reads through
 *    it comes from its own valid copies or the host's current memory. */
BBMM_API bbmm_status bbmmi_scope_alias_reads(bbmm_context *ctx, const bbmm_array *ha, int n)
{
    bbmm_status st, ran;
    bbmmi_mgr_clock c;
    uint64_t last = 0;
    int k, j, any = 0;
    bbmmi_scope_unguard(ctx);
    ran = bbmmi_drain(ctx);
    bbmmi_lock(ctx);
    c = bbmmi_mgr_begin(ctx);
    st = ran;
    for (k = 0; k < n && st == BBMM_OK; k++) {
        bbmmi_array *a = bbmmi_region_kept_alias(ctx, ha, n, k);
        if (a)
            st = bbmmi_ranks_gather(ctx, a, 1, BBMMI_AT_UPDATE_HOST, bbmmi_mgr_sync(ctx, a));
    }
    while (st == BBMM_OK) { /* the kept ones by registration, oldest first */
        bbmmi_array *a = NULL, *b;
        for (k = 0; k < n; k++) {
            b = bbmmi_region_kept_alias(ctx, ha, n, k);
            if (b && (!any || b->seq > last) && (!a || b->seq < a->seq))
                a = b;
        }
        if (!a)
            break;
        any = 1;
        last = a->seq;
        for (j = 0; j < n; j++)
            if ((b = bbmmi_mgr_array_at(bbmm_mgr(ctx), ha[j].id)) != NULL && b != a && b->keeper &&
                b->seq < a->seq && bbmmi_mgr_overlap(a, b)) {
                a->keeper = NULL; /* its refs: the region's registrations of it (bbmm_array_unregister) */
                break;
            }
    }
    bbmmi_mgr_end(ctx, c, -1, st);
    bbmmi_unlock(ctx);
    return st;
}

#ifdef BBMM_ONCE_BODIES /* compiled once (config.h) */
BBMM_ONCE bbmm_status bbmmi_arrays_disjoint_reads(bbmm_context *ctx, const bbmm_array *ha, int n, const char *rw)
{
    bbmm_status st = BBMM_OK;
    uint32_t i, j;
    int kept = 0;
    const void *self = bbmmi_thread_token();
    if (!ctx || n < 0 || (n && (!ha || !rw)))
        return BBMM_ERR_INVALID;
    bbmmi_enter();
    bbmmi_lock(ctx);
    for (i = 0; i < bbmm_mgr(ctx)->narrays && st == BBMM_OK; i++) {
        const bbmmi_array *a = bbmm_mgr(ctx)->arrays[i];
        int a_read;
        if (!a || !(a->owner == self))
            continue;
        a_read = bbmmi_region_reads_only(ctx, a, ha, n, rw); /* one of the region's arrays that it only reads */
        for (j = i + 1; j < bbmm_mgr(ctx)->narrays && st == BBMM_OK; j++) {
            const bbmmi_array *b = bbmm_mgr(ctx)->arrays[j];
            if (!b || !(b->owner == self) || !bbmmi_mgr_overlap(a, b))
                continue;
            if (!a_read || !bbmmi_region_reads_only(ctx, b, ha, n, rw))
                st = bbmmi_error(ctx, BBMM_ERR_OVERLAP,
                                 "host arrays %s and %s overlap in memory; distinct array names must not alias",
                                 a->seq < b->seq ? a->name : b->name, a->seq < b->seq ? b->name : a->name);
            kept |= a->keeper || b->keeper;
        }
    }
    bbmmi_unlock(ctx);
    if (st == BBMM_OK && kept) /* one memory the region only reads, under two names, one of them kept */
        st = bbmmi_scope_alias_reads(ctx, ha, n);
    bbmmi_leave();
    return st;
}

BBMM_ONCE bbmm_status bbmm_arrays_check_disjoint(bbmm_context *ctx)
{
    return bbmmi_arrays_disjoint_reads(ctx, NULL, 0, NULL);
}
#endif

/* The whole-array box of "a" into "*whole" (lock held); BBMM_ERR_NOT_FOUND
 * for a bad handle, BBMM_ERR_OVERLAP when "a" was written while another
 * thread had the same memory registered (threads share arrays only to read
 * them), each with a message. */
BBMM_API bbmm_status bbmmi_array_usable(bbmm_context *ctx, bbmm_array ha, bbmm_box *whole)
{
    bbmmi_array *a = bbmmi_mgr_array(ctx, ha);
    if (!a)
        return BBMM_ERR_NOT_FOUND;
    *whole = bbmmi_mgr_array_box(a);
    return a->conflict[0] ? bbmmi_mgr_conflict_error(ctx, a) : BBMM_OK;
}

BBMM_API bbmm_status bbmm_array_box(bbmm_context *ctx, bbmm_array ha, bbmm_box *out)
{
    bbmmi_array *a;
    if (out)
        memset(out, 0, sizeof(*out));
    if (!ctx || !out)
        return BBMM_ERR_INVALID;
    bbmmi_lock(ctx);
    a = bbmmi_mgr_array(ctx, ha);
    if (a)
        *out = bbmmi_mgr_array_box(a);
    bbmmi_unlock(ctx);
    return a ? BBMM_OK : BBMM_ERR_NOT_FOUND;
}

BBMM_EXTERN_C_END

#endif
