/* bbmm/rowblock.h - tables of pointers to rows kept by a data scope.
 *
 * A region that reaches an array through a table of pointers ("double
 * ***u", rows of their own malloc, as NPB's MG builds them) runs on one
 * block the rows are gathered into (pragma-tool/jagged.c, bbmm/pp.h).
 * Outside a data scope the block is a copy for one run: gathered before,
 * the rows it may write scattered back after.  Inside a data scope that
 * keeps the table, the block outlives the run:
 *   - the scope holds it (bbmmi_rowblock, directory.h), keyed by the
 *     table's address, element size and dimensions, with the spans of
 *     the rows gathered into it so far; its registration is kept like any
 *     array of the scope, so its boxes stay on the devices;
 *   - the next run that reaches the table through the same scope gets
 *     the same block (its extents grown to the block's, which must hold
 *     the run's: otherwise the old block is dropped and a larger one
 *     made), copies in only the parts of rows no span holds yet (after
 *     bringing the block's newer device values back, since the copy makes
 *     the host's values the newest: the device copies are dropped before
 *     the run), and scatters nothing after it;
 *   - while the block is kept, the bytes of its rows are stale: every
 *     other use of them makes them current first, by dropping the block
 *     (its newest values written back into the rows, its registration
 *     forgotten): the registration of an array holding such bytes, an
 *     update of the host or the devices for them (bbmm_update_host, and
 *     so a region that runs on the host as written), a table's block of
 *     another region or table the run may write that gathers them, and
 *     the scope's end.  A block the run only reads that gathers them reads
 *     them from the kept block instead (NPB MG's resid(u, r, r), its
 *     second table a copy of the third's rows before the run).
 * Host code between the regions must not touch the rows: the contract of
 * every data scope.  A block is kept only when its rows lie outside every
 * array the thread has registered (rows[i] = A[i] stays a copy per run)
 * and on a single rank.  Part of bbmm.h through manager.h.
 */
#ifndef BBMM_MANAGER_H
#error "bbmm/rowblock.h is a part of bbmm/manager.h: include bbmm.h"
#elif !defined(BBMM_ROWBLOCK_H)
#define BBMM_ROWBLOCK_H

#include <stdlib.h>
#include <string.h>

BBMM_EXTERN_C_BEGIN

/* The entry points bbmm/pp.h calls (bodies below, compiled once). */
BBMM_ONCE bbmmi_rowblock *bbmmi_rows_keep(bbmm_context *ctx, const void *table, size_t elem, int ndim, int64_t *ext);
BBMM_ONCE int bbmmi_rows_any(bbmm_context *ctx);
BBMM_ONCE int bbmmi_rows_copy(bbmm_context *ctx, bbmmi_rowblock *b, const void *host, void *blk, size_t bytes,
                              int written);
BBMM_ONCE bbmm_status bbmmi_rows_ready(bbmm_context *ctx, bbmmi_rowblock *b);
BBMM_ONCE bbmm_status bbmmi_rows_release(bbmm_context *ctx, bbmmi_rowblock *b, int host);
BBMM_ONCE bbmm_status bbmmi_rows_flush(bbmm_context *ctx, const void *host, size_t bytes);
BBMM_ONCE bbmm_status bbmmi_rows_read_host(bbmm_context *ctx, const void *host);

/* Order spans by their first byte. */
BBMM_API int bbmmi_rowspan_cmp(const void *a, const void *b)
{
    uintptr_t x = ((const bbmmi_rowspan *)a)->lo, y = ((const bbmmi_rowspan *)b)->lo;
    return x < y ? -1 : x > y;
}

/* Sort "b"'s spans and merge those of one row that touch.  The newest
 * (v[sorted ..]) cover no byte a sorted one holds (bbmmi_rows_copy), but
 * may cover one another at different shifts: two entries of the table on
 * one row, gathered in one run ("t[n + 1] = t[n - 1]", a mirror row).
 * Then the block holds those bytes twice and b->twice is set: a later run
 * could write one copy and read the other, so the block is dropped at the
 * end of the run (bbmmi_rows_release), while both copies are still the
 * rows' values (a run that writes them is refused by bbmm_pp_rows_alias). */
BBMM_API void bbmmi_rowblock_sort(bbmmi_rowblock *b)
{
    uintptr_t end = 0;
    size_t i, k, from;
    bbmmi_rowspan *t;
    if (b->sorted == b->n)
        return;
    for (i = b->sorted ? b->sorted : 1; i < b->n && b->v[i - 1].lo <= b->v[i].lo; i++)
        ;
    from = b->sorted; /* the newest follow the sorted ones in order: merged on */
    if (i < b->n) {
        /* else the ascending runs merged pairwise, the sorted ones the first
         * (a gather records rows mostly by address, a few runs of them):
         * n log(runs) per sort, which each run of a kept block's region does */
        if (!(t = (bbmmi_rowspan *)malloc(b->n * sizeof(*t))))
            qsort(b->v, b->n, sizeof(*b->v), bbmmi_rowspan_cmp);
        else {
            for (;;) {
                size_t a = 0, runs = 0;
                while (a < b->n) {
                    size_t m = a + 1, c, x, y, z = a;
                    while (m < b->n && b->v[m - 1].lo <= b->v[m].lo)
                        m++;
                    for (c = m; c < b->n && (c == m || b->v[c - 1].lo <= b->v[c].lo); c++)
                        ;
                    for (x = a, y = m; x < m || y < c;)
                        t[z++] = y == c || (x < m && b->v[x].lo <= b->v[y].lo) ? b->v[x++] : b->v[y++];
                    memcpy(b->v + a, t + a, (c - a) * sizeof(*t));
                    runs++;
                    a = c;
                }
                if (runs <= 1)
                    break;
            }
            free(t);
        }
        from = 0;
    }
    for (i = k = from; i < b->n; i++)
        if (k && b->v[k - 1].shift == b->v[i].shift && b->v[i].lo <= b->v[k - 1].hi)
            b->v[k - 1].hi = b->v[i].hi > b->v[k - 1].hi ? b->v[i].hi : b->v[k - 1].hi;
        else
            b->v[k++] = b->v[i];
    /* merged, a span that starts before an earlier one ends is another row's
     * (the sorted ones were checked: the last of them ends where they end
     * unless "twice" is set already) */
    i = from >= 2 ? from - 1 : 0;
    end = i ? b->v[i - 1].hi : 0;
    for (; i < k; i++) {
        if (b->v[i].lo < end)
            b->twice = 1;
        end = b->v[i].hi > end ? b->v[i].hi : end;
    }
    b->n = b->sorted = k;
    b->cur = 0;
}

/* The sorted span of "b" with the largest first byte at or below "lo"
 * (its index), or b->sorted when none. */
BBMM_API size_t bbmmi_rowblock_find(const bbmmi_rowblock *b, uintptr_t lo)
{
    size_t l = 0, h = b->sorted;
    while (l < h) { /* the first span starting past lo */
        size_t m = l + (h - l) / 2;
        if (b->v[m].lo <= lo)
            l = m + 1;
        else
            h = m;
    }
    return l ? l - 1 : b->sorted;
}

/* Nonzero when a span of "b" holds a byte of [lo, hi).  Sorts "b" first:
 * a run that gathers one table's rows asks this of the other tables'
 * blocks for each row, and a first run appends every row unsorted. */
BBMM_API int bbmmi_rowblock_overlaps(bbmmi_rowblock *b, uintptr_t lo, uintptr_t hi)
{
    size_t i;
    if (!b->n || hi <= b->span_lo || lo >= b->span_hi)
        return 0; /* (no sort for memory around none of its rows: another array's) */
    bbmmi_rowblock_sort(b);
    i = bbmmi_rowblock_find(b, lo);
    if (i == b->sorted)
        i = 0;
    for (; i < b->sorted && b->v[i].lo < hi; i++)
        if (b->v[i].hi > lo)
            return 1;
    return 0;
}

/* Append span [lo, hi) at shift "shift" to "b"; -1 when out of memory. */
BBMM_API int bbmmi_rowblock_add(bbmmi_rowblock *b, uintptr_t lo, uintptr_t hi, uintptr_t shift)
{
    if (!b->n || lo < b->span_lo)
        b->span_lo = lo;
    if (!b->n || hi > b->span_hi)
        b->span_hi = hi;
    if (b->n && b->n > b->sorted && b->v[b->n - 1].hi == lo && b->v[b->n - 1].shift == shift) {
        b->v[b->n - 1].hi = hi; /* the next part of the same row */
        return 0;
    }
    if (b->n == b->cap) {
        size_t cap = b->cap ? 2 * b->cap : 256;
        bbmmi_rowspan *v = cap > SIZE_MAX / sizeof(*v) ? NULL : (bbmmi_rowspan *)realloc(b->v, cap * sizeof(*v));
        if (!v)
            return -1;
        b->v = v;
        b->cap = cap;
    }
    b->v[b->n].lo = lo;
    b->v[b->n].hi = hi;
    b->v[b->n++].shift = shift;
    return 0;
}

BBMM_API void bbmmi_rowblock_free(bbmmi_rowblock *b)
{
    free(b->mem);
    free(b->v);
    free(b);
}

/* The scope that keeps block memory "host" (lock held); NULL when "host"
 * is no kept block's. */
BBMM_API bbmmi_scope *bbmmi_rowblock_keeper(bbmm_context *ctx, const void *host)
{
    bbmmi_scope *s;
    bbmmi_rowblock *b;
    for (s = bbmm_mgr(ctx)->scopes; s; s = s->outer)
        for (b = s->rowblocks; b; b = b->next)
            if (b->mem == (const char *)host)
                return s;
    return NULL;
}

/* Make kept block "b" and its rows current: its devices' newer values
 * back into its memory, and where a run may have written it, into its
 * rows (then "written" is cleared: rows and block hold the same values,
 * and the devices' copies stay valid).  On an error nothing is written
 * back: the block stays as it was, its rows stale, nothing lost. */
BBMM_API bbmm_status bbmmi_rowblock_current(bbmm_context *ctx, bbmmi_rowblock *b)
{
    bbmm_status st;
    size_t k;
    if (!b->host_current && (st = bbmmi_update(ctx, b->mem, 1, 1)) != BBMM_OK)
        return st;
    b->host_current = 1;
    for (k = 0; b->written && k < b->n; k++) /* (rows no run wrote hold the block's values already) */
        memcpy((void *)b->v[k].lo, (const void *)(b->v[k].lo - b->v[k].shift), (size_t)(b->v[k].hi - b->v[k].lo));
    if (!b->in_run) /* (a run that gathered it may write it still: bbmm_pp_row_in set "written") */
        b->written = 0;
    return BBMM_OK;
}

/* Drop kept block "b" from its scope: its newest values back into its
 * rows, its registration forgotten (or, while a region has it registered,
 * only made current: "b" stays kept, its rows current too, and the
 * region, which only reads both, as bbmm_pp_rows_alias made sure, leaves
 * them so).  Its memory is freed unless a run still gathers into it (that
 * run frees it: bbmmi_rows_release): "*stays" says whether "b" is still
 * kept (made current only, or its values could not come back), else the
 * caller must not look at a "b" no run gathers into again. */
BBMM_API bbmm_status bbmmi_rowblock_drop(bbmm_context *ctx, bbmmi_rowblock *b, int *stays)
{
    const void *self = bbmmi_thread_token();
    bbmmi_rowblock **at;
    bbmm_array h;
    bbmm_status st = BBMM_OK;
    uint32_t i;
    int busy = 0;
    *stays = 1;
    if ((st = bbmmi_rowblock_current(ctx, b)) != BBMM_OK)
        return st; /* nothing written back: the block stays kept, its rows stale, nothing lost */
    h.id = 0;
    bbmmi_lock(ctx);
    for (i = 0; i < bbmm_mgr(ctx)->narrays; i++) {
        bbmmi_array *a = bbmm_mgr(ctx)->arrays[i];
        if (!a || a->owner != self || a->host != b->mem)
            continue;
        if (a->refs > 0) /* a region's, between its registration and its end */
            busy = 1;
        else {
            a->keeper = NULL;
            a->refs = 0;
            h.id = a->id;
        }
    }
    if (!busy) {
        for (at = &b->scope->rowblocks; *at && *at != b; at = &(*at)->next)
            ;
        if (*at)
            *at = b->next;
        bbmm_mgr(ctx)->rowblocks--;
        b->kept = 0;
    }
    bbmmi_unlock(ctx);
    *stays = busy;
    if (h.id)
        st = bbmmi_array_forget(ctx, h);
    if (!busy && !b->in_run)
        bbmmi_rowblock_free(b);
    return st;
}

/* Blocks in use that one flush may find (a run uses at most
 * BBMM_PP_KEPT_MAX of them, bbmm/pp.h), with the one it leaves out. */
#define BBMMI_ROWS_SKIP 10

/* Every kept block of the calling thread, but "except", whose rows hold a
 * byte of [host, host + bytes) (that memory is about to be read or
 * written other than through the block) or whose table starts there (the
 * host's update of a table, "#pragma bbmm update host(u)", is one of all
 * its rows): with "keep", made current (bbmmi_rowblock_current: the host
 * is about to read the rows, and the block stays, its devices' copies
 * valid), else dropped (the rows' values are about to change, or to be
 * used as another array's). */
BBMM_API bbmm_status bbmmi_rows_flush_range(bbmm_context *ctx, const void *host, size_t bytes,
                                            const bbmmi_rowblock *except, int keep)
{
    const void *self = bbmmi_thread_token();
    uintptr_t lo = (uintptr_t)host, hi = bytes > UINTPTR_MAX - lo ? UINTPTR_MAX : lo + (bytes ? bytes : 1);
    const bbmmi_rowblock *skip[BBMMI_ROWS_SKIP]; /* "except", and those made current only */
    bbmm_status st = BBMM_OK;
    int nskip = 0, stays, k;
    skip[nskip++] = except;
    for (;;) {
        bbmmi_rowblock *hit = NULL, *b;
        bbmmi_scope *s;
        if (!__atomic_load_n(&bbmm_mgr(ctx)->rowblocks, __ATOMIC_RELAXED))
            return st;
        bbmmi_lock(ctx);
        for (s = bbmm_mgr(ctx)->scopes; s && !hit; s = s->outer)
            for (b = s->owner == self ? s->rowblocks : NULL; b && !hit; b = b->next) {
                for (k = 0; k < nskip && skip[k] != b; k++)
                    ;
                if (k == nskip && !(keep && b->host_current && !b->written) && /* (current already) */
                    (bbmmi_rowblock_overlaps(b, lo, hi) ||
                     ((uintptr_t)b->table >= lo && (uintptr_t)b->table < hi)))
                    hit = b; /* its rows, or its table ("update host(u)" of a table) */
            }
        bbmmi_unlock(ctx);
        if (!hit)
            return st;
        if (keep) {
            if ((st = bbmmi_rowblock_current(ctx, hit)) != BBMM_OK)
                return st;
            stays = hit->written; /* (a run gathers into it: current, but not clean) */
        } else if ((st = bbmmi_rowblock_drop(ctx, hit, &stays)) != BBMM_OK)
            return st;
        if (stays) { /* current only: a region has it registered */
            if (nskip == BBMMI_ROWS_SKIP)
                return bbmmi_error(ctx, BBMM_ERR_BUSY, "more than %d tables' blocks in use hold these rows",
                                   BBMMI_ROWS_SKIP - 1);
            skip[nskip++] = hit;
        }
    }
}

/* The end of scope "s": a block whose table an enclosing scope of the
 * thread without a list keeps goes on with that scope (its registration
 * does too, bbmm_data_end: a function's scope listing a table inside a
 * caller's that keeps everything, as automatic scopes nest); every other
 * block is dropped. */
BBMM_API bbmm_status bbmmi_rows_scope_end(bbmm_context *ctx, bbmmi_scope *s)
{
    const void *self = bbmmi_thread_token();
    bbmm_status st = BBMM_OK, st2;
    bbmmi_rowblock **at = &s->rowblocks;
    bbmmi_lock(ctx);
    while (*at) {
        bbmmi_rowblock *b = *at;
        bbmmi_scope *k = bbmmi_scope_keeping(s->outer, self, b->table, 0);
        if (k && !k->nhosts && !b->in_run && bbmmi_scope_keeping(s->outer, self, b->mem, 0) == k) {
            *at = b->next;
            b->scope = k;
            b->next = k->rowblocks;
            k->rowblocks = b;
        } else {
            at = &b->next;
        }
    }
    bbmmi_unlock(ctx);
    while (s->rowblocks) {
        bbmmi_rowblock *b = s->rowblocks;
        int stays;
        st2 = bbmmi_rowblock_drop(ctx, b, &stays);
        if (st == BBMM_OK)
            st = st2;
        if (stays) { /* not dropped: its values could not come back; its memory stays
                                       (the registration may still write into it) */
            s->rowblocks = b->next;
            bbmm_mgr(ctx)->rowblocks--;
            b->kept = 0;
        }
    }
    return st;
}

#ifdef BBMM_ONCE_BODIES /* compiled once (config.h) */
/* The block of the innermost data scope of the calling thread that keeps
 * "table" (or of a scope around that one which holds a block of it: one
 * block for nested scopes), for a region run on the devices that gathers
 * the table's rows into a block of extents "ext" ("ndim", elements of
 * "elem" bytes): the kept one when it holds those extents (then "ext" becomes its extents),
 * else a new one, zeroed (an old one dropped first, the new extents the
 * larger of both).  NULL: no scope keeps the table, several ranks run,
 * the table's block is gathered already in this run, or no memory: the
 * run gathers a copy of its own. */
BBMM_ONCE bbmmi_rowblock *bbmmi_rows_keep(bbmm_context *ctx, const void *table, size_t elem, int ndim, int64_t *ext)
{
    const void *self = bbmmi_thread_token();
    bbmmi_rowblock *b, *old = NULL;
    int stays;
    bbmmi_scope *s, *k;
    uint64_t bytes = elem;
    int d;
    if (!ctx || !table || ndim < 1 || ndim > BBMM_MAX_DIMS || bbmmi_nranks(ctx) > 1)
        return NULL;
    bbmmi_lock(ctx);
    s = bbmmi_scope_keeping(bbmm_mgr(ctx)->scopes, self, table, 0);
    for (k = s; k && !old; k = k->outer) /* (an enclosing scope's block serves a nested one: no
                                             block per scope, dropped at each inner end) */
        for (b = k->owner == self ? k->rowblocks : NULL; b && !old; b = b->next)
            if (b->table == table && b->elem == elem && b->ndim == ndim)
                old = b;
    if (old)
        s = old->scope; /* (a larger block replaces it there) */
    bbmmi_unlock(ctx);
    if (!s || (old && old->in_run))
        return NULL;
    if (old) {
        for (d = 0; d < ndim && ext[d] <= old->ext[d]; d++)
            ;
        if (d == ndim) { /* it holds the run's block */
            for (d = 0; d < ndim; d++)
                ext[d] = old->ext[d];
            bbmmi_rowblock_sort(old);
            old->in_run = 1;
            old->cur = 0;
            return old;
        }
        for (d = 0; d < ndim; d++)
            ext[d] = ext[d] > old->ext[d] ? ext[d] : old->ext[d];
        if (bbmmi_rowblock_drop(ctx, old, &stays) != BBMM_OK || stays)
            return NULL;
    }
    /* one more in each dimension than the run needs: the regions of a
     * stencil reach one row or element more or less than each other (NPB
     * MG: n or n - 1), and a block that holds them all is made once (each
     * new block is a gather of every row and a copy to the devices) */
    for (d = 0; d < ndim; d++)
        if (ext[d] < 0 || ext[d] == INT64_MAX || bbmm_mul_overflow_u64(bytes, (uint64_t)ext[d] + 1, &bytes))
            return NULL;
    for (d = 0; d < ndim; d++)
        ext[d]++;
    if (bytes > (uint64_t)SIZE_MAX || !(b = (bbmmi_rowblock *)calloc(1, sizeof(*b))))
        return NULL;
    if (!(b->mem = (char *)calloc(bytes ? (size_t)bytes : 1, 1))) {
        free(b);
        return NULL;
    }
    b->table = table;
    b->elem = elem;
    b->ndim = ndim;
    for (d = 0; d < ndim; d++)
        b->ext[d] = ext[d];
    b->bytes = bytes;
    b->in_run = b->kept = b->host_current = 1;
    bbmmi_lock(ctx);
    b->scope = s;
    b->next = s->rowblocks;
    s->rowblocks = b;
    bbmm_mgr(ctx)->rowblocks++;
    bbmmi_unlock(ctx);
    return b;
}
#endif

#ifdef BBMM_ONCE_BODIES /* compiled once (config.h) */
/* Nonzero when the calling thread's scopes keep a block: every copy of a
 * row then looks at them (bbmmi_rows_copy). */
BBMM_ONCE int bbmmi_rows_any(bbmm_context *ctx)
{
    return ctx && __atomic_load_n(&bbmm_mgr(ctx)->rowblocks, __ATOMIC_RELAXED) != 0;
}
#endif

/* Nonzero when an array the calling thread registered holds a byte of
 * [lo, hi) (lock held). */
BBMM_API int bbmmi_rows_in_array(bbmm_context *ctx, uintptr_t lo, uintptr_t hi)
{
    const void *self = bbmmi_thread_token();
    uint32_t i;
    for (i = 0; i < bbmm_mgr(ctx)->narrays; i++) {
        const bbmmi_array *a = bbmm_mgr(ctx)->arrays[i];
        if (a && a->owner == self && bbmmi_array_holds(a, (const void *)lo, (uint64_t)(hi - lo)))
            return 1;
    }
    return 0;
}

/* Copy the bytes of [lo, hi) that no span of kept block "b" holds from
 * the rows into the block at lo - shift, and record them; -1: no memory.
 * The spans of one row share its shift; a span with another shift over
 * these bytes (two rows of the table on one memory) is 1: not kept. */
BBMM_API int bbmmi_rowblock_fill(bbmmi_rowblock *b, uintptr_t lo, uintptr_t hi, uintptr_t shift)
{
    uintptr_t at = lo;
    size_t i = bbmmi_rowblock_find(b, lo);
    if (i == b->sorted)
        i = 0;
    for (; i < b->sorted && b->v[i].lo < hi; i++) {
        if (b->v[i].hi <= at)
            continue;
        if (b->v[i].shift != shift)
            return 1;
        if (b->v[i].lo > at) {
            memcpy((void *)(at - shift), (const void *)at, (size_t)(b->v[i].lo - at));
            if (bbmmi_rowblock_add(b, at, b->v[i].lo, shift))
                return -1;
        }
        at = b->v[i].hi;
    }
    if (at < hi) {
        memcpy((void *)(at - shift), (const void *)at, (size_t)(hi - at));
        if (bbmmi_rowblock_add(b, at, hi, shift))
            return -1;
    }
    return 0;
}

#ifdef BBMM_ONCE_BODIES /* compiled once (config.h) */
/* Copy row bytes [host, host + bytes) into a block at "blk": into kept
 * block "b" (NULL: a block of the run's own) the parts it lacks, else the
 * whole, read from a kept block where one holds the newest values.
 * "written": the run may write them.  1: the bytes are a kept block's
 * (theirs, or read from one: the rows' own memory is not the region's, and
 * bbmm_pp_rows_sync leaves it alone); 0: copied from the rows, "b" no
 * longer kept where it was (its memory the run's from here); -1: out of
 * memory or a kept block's values could not come back. */
BBMM_ONCE int bbmmi_rows_copy(bbmm_context *ctx, bbmmi_rowblock *b, const void *host, void *blk, size_t bytes,
                              int written)
{
    const void *self = bbmmi_thread_token();
    uintptr_t lo = (uintptr_t)host, hi = lo + bytes, shift = lo - (uintptr_t)blk;
    bbmmi_rowblock *k;
    bbmmi_scope *s;
    int in, r, stays;
    if (!bytes)
        return b && b->kept;
    if (b && b->kept) {
        size_t i = b->cur;
        if (i < b->sorted && b->v[i].lo <= lo && hi <= b->v[i].hi && b->v[i].shift == shift)
            return 1; /* held: the values there are the newest */
        if (i + 1 < b->sorted && b->v[i + 1].lo <= lo && hi <= b->v[i + 1].hi && b->v[i + 1].shift == shift) {
            b->cur = i + 1;
            return 1;
        }
        i = bbmmi_rowblock_find(b, lo);
        if (i < b->sorted && hi <= b->v[i].hi && b->v[i].shift == shift) {
            b->cur = i;
            return 1;
        }
        /* bytes it lacks: other kept blocks give theirs back, the block
         * itself its devices' newer values, before the copy from the rows */
        if (bbmmi_rows_flush_range(ctx, host, bytes, b, 0) != BBMM_OK)
            return -1;
        bbmmi_lock(ctx);
        in = bbmmi_rows_in_array(ctx, lo, hi);
        bbmmi_unlock(ctx);
        if (!in && !b->host_current) {
            if (bbmmi_update(ctx, b->mem, 1, 1) != BBMM_OK)
                return -1;
            b->host_current = 1;
        }
        r = in ? 1 : bbmmi_rowblock_fill(b, lo, hi, shift);
        if (r < 0)
            return -1;
        if (!r) {
            b->grown = 1;
            return 1;
        }
        /* rows inside an array, or one memory for two rows: a copy for
         * this run only */
        if (bbmmi_rowblock_drop(ctx, b, &stays) != BBMM_OK || stays)
            return -1;
        memcpy(blk, host, bytes);
        return 0;
    }
    for (;;) { /* a block of the run's own */
        bbmmi_rowblock *hit = NULL;
        if (!__atomic_load_n(&bbmm_mgr(ctx)->rowblocks, __ATOMIC_RELAXED))
            break;
        bbmmi_lock(ctx);
        for (s = bbmm_mgr(ctx)->scopes; s && !hit; s = s->outer)
            for (k = s->owner == self ? s->rowblocks : NULL; k && !hit; k = k->next)
                if (bbmmi_rowblock_overlaps(k, lo, hi))
                    hit = k;
        bbmmi_unlock(ctx);
        if (!hit)
            break;
        if (!written) { /* read it from the kept block when one span holds it all */
            size_t i;
            bbmmi_rowblock_sort(hit);
            i = bbmmi_rowblock_find(hit, lo);
            if (i < hit->sorted && hi <= hit->v[i].hi) {
                if (!hit->host_current) {
                    if (bbmmi_update(ctx, hit->mem, 1, 1) != BBMM_OK)
                        return -1;
                    hit->host_current = 1;
                }
                memcpy(blk, (const void *)(lo - hit->v[i].shift), bytes);
                return 1;
            }
        }
        if (bbmmi_rowblock_drop(ctx, hit, &stays) != BBMM_OK)
            return -1;
        if (stays) { /* registered by a region: current now, rows too */
            memcpy(blk, host, bytes);
            return 0;
        }
    }
    memcpy(blk, host, bytes);
    return 0;
}
#endif

#ifdef BBMM_ONCE_BODIES /* compiled once (config.h) */
/* Kept block "b" registered by its run (its registration "a"), before the
 * run: where rows were copied in, the devices' copies go (the host's
 * values are the newest); from here the devices may hold newer ones. */
BBMM_ONCE bbmm_status bbmmi_rows_ready(bbmm_context *ctx, bbmmi_rowblock *b)
{
    bbmm_status st = BBMM_OK;
    if (!b->kept)
        return BBMM_OK;
    if (b->grown)
        st = bbmmi_update(ctx, b->mem, 1, 0);
    b->grown = 0;
    b->host_current = 0;
    return st;
}
#endif

#ifdef BBMM_ONCE_BODIES /* compiled once (config.h) */
/* The end of a run that gathered into "b": on the host's path ("host":
 * the region ran as written on the rows), or where it holds bytes of the
 * rows twice (bbmmi_rowblock_sort), the block is dropped first; a block no
 * longer kept is freed. */
BBMM_ONCE bbmm_status bbmmi_rows_release(bbmm_context *ctx, bbmmi_rowblock *b, int host)
{
    bbmm_status st = BBMM_OK;
    int stays;
    if (b->kept && !host)
        bbmmi_rowblock_sort(b);
    if (b->kept && (host || b->twice))
        st = bbmmi_rowblock_drop(ctx, b, &stays); /* (in the run: not freed there) */
    b->in_run = 0;
    if (!b->kept)
        bbmmi_rowblock_free(b);
    return st;
}
#endif

#ifdef BBMM_ONCE_BODIES /* compiled once (config.h) */
/* A region about to run on the host as written: every kept block holding
 * a byte of [host, host + bytes) is dropped (bbmm_pp_rows_host). */
BBMM_ONCE bbmm_status bbmmi_rows_flush(bbmm_context *ctx, const void *host, size_t bytes)
{
    return ctx ? bbmmi_rows_flush_range(ctx, host, bytes, NULL, 0) : BBMM_ERR_INVALID;
}

/* Host code is about to read memory from "host" on, through a pointer that
 * lies in no array the calling thread registered: a row of a table, or a
 * place inside one.  Its bytes may lie in the spans of any kept block,
 * and not only from "host" (a block holds what its regions gathered, a
 * row's interior but not its first element, say; two tables share a
 * row), and the reader may go on to any byte of the row: so every kept
 * block is made current (the blocks stay, their devices' copies valid).
 * A pointer into a registered array leaves them alone. */
BBMM_ONCE bbmm_status bbmmi_rows_read_host(bbmm_context *ctx, const void *host)
{
    int in;
    if (!ctx || !__atomic_load_n(&bbmm_mgr(ctx)->rowblocks, __ATOMIC_RELAXED))
        return ctx ? BBMM_OK : BBMM_ERR_INVALID;
    bbmmi_lock(ctx);
    in = bbmmi_rows_in_array(ctx, (uintptr_t)host, (uintptr_t)host + 1);
    bbmmi_unlock(ctx);
    return in ? BBMM_OK : bbmmi_rows_flush_range(ctx, (const void *)1, SIZE_MAX, NULL, 1);
}
#endif

BBMM_EXTERN_C_END

#endif
