/* bbmm/pp.h - the fixed helpers of the code bbmm-pp generates.
 *
 * Every file bbmm-pp writes includes this header first; a reader of
 * generated code finds here what its bbmm_pp_* calls do.  Not part of the
 * API for hand-written code (bbmm.h is), but stable for as long as code
 * generated against it is compiled: a generated file and the header of
 * the installation that compiles it must come from one release.
 */
#ifndef BBMM_PP_H
#define BBMM_PP_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../bbmm.h"
#include "pick.h"

/* Report a failed runtime call and stop the program: generated regions
 * have no way to return an error to the code around them.  Other threads
 * may be inside the runtime: bbmm_exit_prepare() lets them start nothing
 * more and waits for them to leave, so that exit() destroys nothing in
 * use; if one stays inside, _Exit() ends without running destructors. */
static inline void bbmm_pp_check(bbmm_context *ctx, bbmm_status st, const char *what)
{
    char msg[4096];
    if (st == BBMM_OK)
        return;
    fprintf(stderr, "bbmm: %s: %s: %s\n", what, bbmm_status_text(st),
            ctx ? bbmm_error_message(ctx, msg, sizeof(msg)) : "");
    bbmm_rank_abort(ctx, EXIT_FAILURE); /* under several MPI ranks: end them all */
    if (bbmm_exit_prepare(30000) != BBMM_OK) {
        fflush(NULL);
        _Exit(EXIT_FAILURE);
    }
    /* the earlier runs' commands end here, not in the handlers exit() runs:
     * a device may still build their kernels, and the compiler a driver
     * loaded after the runtime's handler was registered has its own
     * destructors run first (PoCL 3.1 crashed in LLVM) */
    if (ctx)
        (void)bbmmi_drain(ctx);
    exit(EXIT_FAILURE);
}

/* The "n" arrays "a" one region registered under the names "names" share
 * no memory (bbmmi_arrays_disjoint_reads), and are distinct: a data scope
 * resolves a name to the array it keeps at that address
 * (bbmm_array_register), so that two names of one memory ("f(n, A)" where
 * the region reads the global A and writes through its parameter p) come
 * back as one array, which the region's kernels would take as two.  Two
 * names the region only reads (rw[k] 'r', else 'w') may be one memory:
 * "mm(n, A, A, C)" reads its one matrix twice. */
static inline bbmm_status bbmm_pp_disjoint(bbmm_context *ctx, const bbmm_array *a, int n,
                                           const char *const *names, const char *rw)
{
    int i, j;
    for (i = 0; i < n; i++)
        for (j = i + 1; j < n; j++)
            if (a[i].id && a[i].id == a[j].id && (rw[i] != 'r' || rw[j] != 'r'))
                return bbmmi_error(ctx, BBMM_ERR_OVERLAP,
                                   "host arrays %s and %s overlap in memory; distinct array names must not alias",
                                   names[i], names[j]);
    return bbmmi_arrays_disjoint_reads(ctx, a, n, rw);
}

/* Start-up off the critical path: before main, a runtime thread opens
 * OpenCL while the program prepares its data, and the first region adopts
 * what it opened (bbmm_prestart; only with BBMM_TUNE=prestart=on); and the
 * path of a region's choice between host and devices is taken once
 * (bbmm_pp_pick_warm), so that a short region's first run does not pay for
 * cold code.  Each generated file has the constructor; the calls are
 * idempotent. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((constructor)) static void bbmm_pp_prestart(void)
{
    (void)bbmm_prestart();
    bbmm_pp_pick_warm();
}
#endif

/* The bytes of array "x" as an update names it: all of an array object,
 * one byte at a pointer (its extent unknown here). */
#define BBMM_PP_BYTES(x) \
    (__builtin_types_compatible_p(__typeof__(x), __typeof__(&(x)[0])) ? (size_t)1 : sizeof(x))

/* Nonzero when array "x" as an update names it may be a table of
 * pointers ("double **u", "double *t[4]"): its elements are pointers (a
 * row of a 2-D array classifies as one too, and passes when it is as
 * large as a pointer: then its update is of all kept memory, a superset,
 * never less). */
#define BBMM_PP_TABLE(x) (__builtin_classify_type((x)[0]) == 5 && sizeof((x)[0]) == sizeof(void *))

/* "#pragma bbmm update host(u)" or "device(u)" of a table of pointers:
 * its rows may lie in any memory a data scope keeps (another table's kept
 * block, "Q[3] = u[0]", or a kept array, "u[i] = D[i]"), and only the
 * table's own memory is known here, so all of the thread's kept memory:
 * to the host (kept blocks stay, current), or for the devices first to
 * the host (nothing newer there is lost) and then the devices' copies
 * dropped (the host's values win). */
static inline bbmm_status bbmm_pp_table_update(bbmm_context *ctx, int to_host)
{
    bbmm_status st = bbmm_update_host_range(ctx, (const void *)1, SIZE_MAX);
    return st != BBMM_OK || to_host ? st : bbmm_update_device_range(ctx, (const void *)1, SIZE_MAX);
}

/* The extent of an array dimension whose size the program computes: a
 * negative size leaves no element (the loops over it run zero times). */
static inline int64_t bbmm_pp_extent(int64_t n)
{
    return n < 0 ? 0 : n;
}

/* Arrays bbmm-pp expanded (one copy per iteration of the loops a
 * temporary array serialised): bytes of "n" extents "ext" of
 * "size"-byte elements (UINT64_MAX when that overflows). */
static inline uint64_t bbmm_pp_xbytes(const int64_t *ext, int n, size_t size)
{
    uint64_t bytes = size;
    int i;
    for (i = 0; i < n; i++) {
        if (ext[i] < 0 || (ext[i] && bytes > UINT64_MAX / (uint64_t)ext[i]))
            return UINT64_MAX;
        bytes *= (uint64_t)ext[i];
    }
    return bytes;
}

/* Add the bytes of an array of the region to "*room" (saturating). */
static inline void bbmm_pp_xroom(uint64_t *room, const int64_t *ext, int n, size_t size)
{
    uint64_t b = bbmm_pp_xbytes(ext, n, size);
    *room = b > UINT64_MAX - *room ? UINT64_MAX : *room + b;
}

/* Allocate the copies, taking their bytes from "*room"; NULL when they
 * do not fit there or in memory (the region then runs as written). */
static inline void *bbmm_pp_xalloc(const int64_t *ext, int n, size_t size, uint64_t *room)
{
    uint64_t bytes = bbmm_pp_xbytes(ext, n, size);
    void *p;
    if (bytes > *room || bytes > (uint64_t)SIZE_MAX)
        return NULL;
    p = malloc(bytes ? (size_t)bytes : 1);
    if (p)
        *room -= bytes;
    return p;
}

/* ---- tables of pointers to rows (pragma-tool/jagged.c) ---------------- */

/* The host bytes a region reaches through its rows and arrays: each
 * span [lo, hi) of array "who" of the region, "written" when the region
 * may write it; a row gathered into a block at "lo - shift" (0: an array
 * the region registers as it is). */
typedef struct bbmm_pp_span {
    uintptr_t lo, hi, shift;
    int who, written;
    int kept; /* a block a data scope keeps holds these bytes (bbmm/rowblock.h) */
} bbmm_pp_span;
#define BBMM_PP_KEPT_MAX 8
typedef struct bbmm_pp_rows {
    bbmm_pp_span *v;
    size_t n, cap;
    int failed; /* out of memory: the region runs on the host as written */
    int any;    /* the scopes keep tables' blocks: a row's copy asks them (bbmmi_rows_copy) */
    int nkept;  /* the blocks of this run a data scope keeps */
    bbmmi_rowblock *kept[BBMM_PP_KEPT_MAX];
} bbmm_pp_rows;

/* Record span [p, p + bytes) of array "who" (its elements at "blk" in its
 * block; NULL: not gathered), "written" when the region may write it;
 * "who" < 0: none (a table read as a copy of rows another table of the
 * region has too: pp_array.snapshot_of). */
static inline void bbmm_pp_rows_add_kept(bbmm_pp_rows *s, int who, const void *p, const void *blk, uint64_t bytes,
                                         int written, int kept)
{
    uintptr_t lo = (uintptr_t)p, shift = blk ? lo - (uintptr_t)blk : 0;
    bbmm_pp_span *last = s->n ? &s->v[s->n - 1] : NULL;
    if (!bytes || s->failed || who < 0)
        return;
    if (last && last->hi == lo && last->who == who && last->shift == shift && last->written == written &&
        last->kept == kept) {
        last->hi = lo + (uintptr_t)bytes; /* the next part of the same memory */
        return;
    }
    if (s->n == s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 64;
        bbmm_pp_span *v = cap > SIZE_MAX / sizeof(*v) ? NULL : (bbmm_pp_span *)realloc(s->v, cap * sizeof(*v));
        if (!v) {
            s->failed = 1;
            return;
        }
        s->v = v;
        s->cap = cap;
    }
    s->v[s->n].lo = lo;
    s->v[s->n].hi = lo + (uintptr_t)bytes;
    s->v[s->n].shift = shift;
    s->v[s->n].who = who;
    s->v[s->n].kept = kept;
    s->v[s->n++].written = written;
}
static inline void bbmm_pp_rows_add(bbmm_pp_rows *s, int who, const void *p, const void *blk, uint64_t bytes,
                                    int written)
{
    bbmm_pp_rows_add_kept(s, who, p, blk, bytes, written, 0);
}

/* The block of extents "ext" ("n" dimensions, elements of "size" bytes)
 * a table of pointers to rows is gathered into: zeroed (bytes the region
 * never reads stay defined), NULL when it does not fit (s->failed). */
static inline void *bbmm_pp_rows_block(bbmm_pp_rows *s, const int64_t *ext, int n, size_t size)
{
    uint64_t bytes = bbmm_pp_xbytes(ext, n, size);
    void *p = bytes > (uint64_t)SIZE_MAX ? NULL : calloc(bytes ? (size_t)bytes : 1, 1);
    if (!p)
        s->failed = 1;
    return p;
}

/* The block of table "table" ("who" as bbmm_pp_rows_add takes it) with
 * extents "ext": on the devices' path ("device") inside a data scope that
 * keeps the table, the scope's (bbmm/rowblock.h: "ext" may grow to its
 * extents); else one of the run's own (bbmm_pp_rows_block). */
static inline void *bbmm_pp_rows_block_for(bbmm_pp_rows *s, const void *table, int who, int64_t *ext, int n,
                                           size_t size, int device)
{
    bbmm_context *ctx = bbmm_default_context_made();
    if (ctx) /* BBMM_CHECK=scopes: the gather reads rows that may lie in a protected kept array (its
                values then made current and gathered again: bbmm_pp_rows_sync); the run protects them again */
        bbmmi_scope_unguard(ctx);
    if (ctx && device && who >= 0 && s->nkept < BBMM_PP_KEPT_MAX && bbmm_pick_scope_open(ctx)) {
        bbmmi_rowblock *b = bbmmi_rows_keep(ctx, table, size, n, ext);
        if (b) {
            s->kept[s->nkept++] = b;
            s->any = 1;
            return b->mem;
        }
    }
    s->any = s->any || bbmmi_rows_any(ctx);
    return bbmm_pp_rows_block(s, ext, n, size);
}

/* The kept block of this run whose memory holds "blk"; NULL when none
 * (a block of the run's own, or one its scope no longer keeps). */
static inline bbmmi_rowblock *bbmm_pp_rows_kept(const bbmm_pp_rows *s, const void *blk)
{
    int k;
    for (k = 0; k < s->nkept; k++)
        if (s->kept[k]->kept && (const char *)blk >= s->kept[k]->mem &&
            (const char *)blk < s->kept[k]->mem + (s->kept[k]->bytes ? s->kept[k]->bytes : 1))
            return s->kept[k];
    return NULL;
}

/* Copy "count" elements of "size" bytes of a row of array "who" ("host")
 * into its block ("blk"), and record the row's bytes.  Where a data scope
 * keeps tables' blocks, the copy is the runtime's (bbmmi_rows_copy). */
static inline void bbmm_pp_row_in(bbmm_pp_rows *s, int who, const void *host, void *blk, int64_t count, size_t size,
                                  int written)
{
    int kept = 0;
    if (!s->any) {
        memcpy(blk, host, (size_t)count * size);
    } else {
        bbmmi_rowblock *b = bbmm_pp_rows_kept(s, blk);
        uintptr_t lo = (uintptr_t)host, hi = lo + (uintptr_t)count * size, shift = lo - (uintptr_t)blk;
        size_t c = b ? b->cur : 0;
        if (b && c + 1 < b->sorted && !(b->v[c].lo <= lo && hi <= b->v[c].hi) && b->v[c + 1].lo <= lo)
            c = ++b->cur; /* the next row, as a gather's loops visit them */
        if (b)
            b->written |= written;
        if (b && c < b->sorted && b->v[c].lo <= lo && hi <= b->v[c].hi && b->v[c].shift == shift)
            kept = 1; /* the block holds the row's newest values */
        else if ((kept = bbmmi_rows_copy(bbmm_default_context_made(), b, host, blk, (size_t)count * size,
                                         written)) < 0) {
            s->failed = 1;
            return;
        }
    }
    bbmm_pp_rows_add_kept(s, who, host, blk, (uint64_t)count * size, written, kept);
}

/* After the registration "a" of block "blk": a block of the run's own is
 * a copy for this run (bbmm_array_transient), a kept one gets ready for
 * it (bbmmi_rows_ready). */
static inline bbmm_status bbmm_pp_rows_transient(bbmm_context *ctx, const bbmm_pp_rows *s, const void *blk,
                                                 bbmm_array a)
{
    bbmmi_rowblock *b = bbmm_pp_rows_kept(s, blk);
    return b ? bbmmi_rows_ready(ctx, b) : bbmm_array_transient(ctx, a);
}

/* Nonzero when "blk" is a block of the run's own: its written rows go
 * back after the run. */
static inline int bbmm_pp_rows_own(const bbmm_pp_rows *s, const void *blk)
{
    return blk && !bbmm_pp_rows_kept(s, blk);
}

/* The end of the run for block "blk" ("host": it ran on the host as
 * written): a kept one stays with its scope (dropped first on the host's
 * path), one of the run's own is freed. */
static inline void bbmm_pp_rows_block_free(bbmm_pp_rows *s, void *blk, int host)
{
    int k;
    for (k = 0; k < s->nkept; k++)
        if (blk == (void *)s->kept[k]->mem) {
            bbmm_pp_check(bbmm_default_context_made(), bbmmi_rows_release(bbmm_default_context_made(), s->kept[k], host),
                          "a table's block kept by a data scope");
            s->kept[k] = s->kept[--s->nkept];
            return;
        }
    free(blk);
}

/* A region about to run on the host as written, where the scopes keep
 * tables' blocks: each that holds bytes it reaches gives them back to the
 * rows first. */
static inline void bbmm_pp_rows_host(const bbmm_pp_rows *s)
{
    size_t i;
    for (i = 0; s->any && i < s->n; i++)
        bbmm_pp_check(bbmm_default_context_made(),
                      bbmmi_rows_flush(bbmm_default_context_made(), (const void *)s->v[i].lo,
                                       (size_t)(s->v[i].hi - s->v[i].lo)),
                      "a table's block kept by a data scope");
}

/* Copy them back, after the region, from the block into the row. */
static inline void bbmm_pp_row_out(void *host, const void *blk, int64_t count, size_t size)
{
    memcpy(host, blk, (size_t)count * size);
}

/* Sort the "n" spans "v" by their first byte: the gather records each
 * table's rows in the order of their subscripts, mostly ascending
 * addresses, so runs that ascend are merged pairwise (through "tmp", of
 * "n" spans), n log(runs) steps. */
static inline void bbmm_pp_spans_sort(bbmm_pp_span *v, bbmm_pp_span *tmp, size_t n)
{
    for (;;) {
        size_t a = 0, runs = 0;
        while (a < n) { /* merge the run at a with the next one */
            size_t b = a + 1, c, i, j, k = a;
            while (b < n && v[b - 1].lo <= v[b].lo)
                b++;
            for (c = b; c < n && (c == b || v[c - 1].lo <= v[c].lo); c++)
                ;
            for (i = a, j = b; i < b || j < c;)
                tmp[k++] = j == c || (i < b && v[i].lo <= v[j].lo) ? v[i++] : v[j++];
            memcpy(v + a, tmp + a, (c - a) * sizeof(*v));
            runs++;
            a = c;
        }
        if (runs <= 1)
            return;
    }
}

/* Nonzero when the region cannot run on its gathered blocks: a span it
 * may write shares bytes with another span (two rows of its tables, or a
 * row and another array: the sequential program would see one write
 * through both), or memory ran out.  Spans of one array at one shift are
 * parts of one row gathered into the same place (the loops over its
 * pieces, jagged.c) and never conflict.  Sorts the spans by address;
 * then each span meets the earlier ones that end past its start: the
 * furthest end of the spans of any other row (the two furthest ends of
 * distinct rows so far, of all spans and of written ones, tell it). */
static inline int bbmm_pp_rows_alias(bbmm_pp_rows *s)
{
    struct bbmm_pp_end {
        uintptr_t hi, shift;
        int who;
    } all[2] = {{0, 0, -1}, {0, 0, -1}}, wr[2] = {{0, 0, -1}, {0, 0, -1}}, *t, e;
    bbmm_pp_span *tmp;
    size_t i;
    int w;
    if (s->failed)
        return 1;
    if (s->n > 1) {
        if (!(tmp = (bbmm_pp_span *)malloc(s->n * sizeof(*tmp))))
            return s->failed = 1;
        bbmm_pp_spans_sort(s->v, tmp, s->n);
        free(tmp);
    }
    for (i = 0; i < s->n; i++) {
        const bbmm_pp_span *x = &s->v[i];
#define BBMM_PP_OTHER(a) ((a)[0].who == x->who && (a)[0].shift == x->shift ? (a)[1].hi : (a)[0].hi)
        if (x->lo < (x->written ? BBMM_PP_OTHER(all) : BBMM_PP_OTHER(wr)))
            return 1;
#undef BBMM_PP_OTHER
        for (w = 0; w < 2 && (!w || x->written); w++) { /* the two furthest ends of distinct rows */
            t = w ? wr : all;
            if (t[0].who == x->who && t[0].shift == x->shift) {
                t[0].hi = x->hi > t[0].hi ? x->hi : t[0].hi;
                continue;
            }
            if (!(t[1].who == x->who && t[1].shift == x->shift) && x->hi <= t[1].hi)
                continue; /* a row not among the two: its end is no further than theirs */
            if (!(t[1].who == x->who && t[1].shift == x->shift) || x->hi > t[1].hi) {
                t[1].hi = x->hi;
                t[1].who = x->who;
                t[1].shift = x->shift;
            }
            if (t[1].hi > t[0].hi) {
                e = t[0];
                t[0] = t[1];
                t[1] = e;
            }
        }
    }
    return 0;
}

static inline void bbmm_pp_rows_free(bbmm_pp_rows *s)
{
    free(s->v);
    s->v = NULL;
    s->n = s->cap = 0;
}

/* Nonzero when two of the "n" byte ranges [lo[k], lo[k] + size[k]) of a
 * region's arrays overlap, one of them a struct member's (member[k] bit 1),
 * an element read where the region starts (bit 2) overlaps an array the
 * region writes (bit 4), or one of them is reached through a pointer (bit
 * 8: "f(x + 1, x)") and one is written or they start at different bytes:
 * the region then runs on the host as written.  Names it only reads that
 * start at one byte ("f(A, A)", as one shape or two) run on the devices:
 * one shape is one registration, two shapes two, which the overlap check
 * allows (bbmmi_arrays_disjoint_reads, also where a data scope keeps
 * one). */
static inline int bbmm_pp_alias(const char *const *lo, const uint64_t *size, const unsigned char *member, int n)
{
    int i, k;
    for (i = 0; i < n; i++)
        for (k = i + 1; k < n; k++) {
            uintptr_t a = (uintptr_t)lo[i], c = (uintptr_t)lo[k];
            int m = ((member[i] | member[k]) & 1) || ((member[i] & 2) && (member[k] & 4)) ||
                    ((member[k] & 2) && (member[i] & 4)) ||
                    (((member[i] | member[k]) & 8) && (((member[i] | member[k]) & 4) || lo[i] != lo[k]));
            if (m && size[i] && size[k] && (a >= c ? a - c < size[k] : c - a < size[i]))
                return 1;
        }
    return 0;
}

/* The process's default context (shared by every generated file and by
 * host code that calls bbmm_default_context()), made on first use and
 * destroyed at exit, which writes BBMM_STATS.  "work": the statement
 * instances the caller is about to run (-1: unknown), which decide how
 * many devices start (BBMM_START). */
static inline bbmm_context *bbmm_pp_context_for(double work)
{
    char err[4096];
    bbmm_context *ctx = NULL;
    bbmm_status st = bbmm_default_context_for(work, &ctx, err, sizeof(err));
    if (st != BBMM_OK) {
        fprintf(stderr, "bbmm: %s: %s\n", bbmm_status_text(st), err);
        if (bbmm_exit_prepare(30000) != BBMM_OK) {
            fflush(NULL);
            _Exit(EXIT_FAILURE);
        }
        exit(EXIT_FAILURE);
    }
    return ctx;
}
static inline bbmm_context *bbmm_pp_context(void)
{
    return bbmm_pp_context_for(BBMM_WORK_UNKNOWN);
}
/* For data scopes and their updates, ahead of the regions whose work
 * they hold: a context made here starts its devices at the first
 * region. */
static inline bbmm_context *bbmm_pp_context_later(void)
{
    return bbmm_pp_context_for(BBMM_WORK_LATER);
}
/* At the start of an automatic data scope around a loop: the loop's trip
 * count, as its header gives it (bbmm_data_repeats: a hint; a count under
 * one, a loop that does not run, says nothing). */
static inline void bbmm_pp_repeats(double times)
{
    if (times >= 1)
        (void)bbmm_data_repeats(bbmm_pp_context_later(), times);
}
/* A region that runs on the host as written inside a data scope: before
 * it ("to_host") the host copy of every kept array sharing the "bytes"
 * bytes at "host" (one of the region's arrays; UINT64_MAX: all from
 * there) is made current, after it their device copies are dropped. */
static inline void bbmm_pp_sync(int to_host, const void *host, uint64_t bytes, const char *what)
{
    bbmm_context *ctx = bbmm_pp_context_later();
    size_t n = bytes > SIZE_MAX ? SIZE_MAX : (size_t)bytes;
    bbmm_pp_check(ctx, to_host ? bbmm_update_host_range(ctx, host, n) : bbmm_update_device_range(ctx, host, n), what);
}
/* Before a call of a function that reads elements of an array an
 * automatic data scope keeps (or of a table's rows), on the host: where a
 * data scope is open, the host's copy of the memory at "host" is made
 * current (the devices' copies stay valid: bbmm/rowblock.h for tables).
 * "table" (BBMM_PP_TABLE of the argument): its elements are pointers, a
 * table of rows or one of its planes, whose rows may lie in any memory a
 * scope keeps (another table's block sharing them, a kept array), so all
 * of it is made current, as "#pragma bbmm update host" of a table does.
 * Other memory outside the registered arrays is a row, which the callee
 * may read from its first byte to its last: bbmmi_rows_read_host. */
static inline int bbmm_pp_kept_read(const void *host, int table)
{
    bbmm_context *ctx = bbmm_default_context_made();
    bbmm_status st;
    if (ctx && bbmm_pick_scope_open(ctx)) {
        st = table ? bbmm_pp_table_update(ctx, 1) : bbmm_update_host_range(ctx, host, 1);
        if (st == BBMM_OK && !table)
            st = bbmmi_rows_read_host(ctx, host);
        bbmm_pp_check(ctx, st, "an array read on the host inside a data scope");
    }
    return 0;
}
/* Inside a data scope, the rows a region reaches through a table of
 * pointers may lie in an array the scope keeps (rows[i] = A[i]): before
 * the region ("to_host"), the arrays holding the recorded rows are brought
 * up to date on the host (and the records emptied, for the gather again);
 * after it, the devices drop their copies of those holding a row it may
 * have written (the host's values win). */
static inline void bbmm_pp_rows_sync(bbmm_pp_rows *s, int to_host)
{
    bbmm_context *ctx = bbmm_pp_context_later();
    size_t i;
    for (i = 0; i < s->n; i++) /* (a kept block's rows lie in no array: bbmm/rowblock.h) */
        if (s->v[i].shift && !s->v[i].kept && (to_host || s->v[i].written))
            bbmm_pp_check(ctx,
                          to_host ? bbmm_update_host(ctx, (const void *)s->v[i].lo)
                                  : bbmm_update_device(ctx, (const void *)s->v[i].lo),
                          "rows of a table of pointers inside a data scope");
    if (to_host)
        s->n = 0;
}

/* Before exit, quick_exit, _Exit, or a return of main inside a data
 * scope: end every data scope of this thread, so that the arrays they
 * keep are written back before exit handlers (or anyone sharing the
 * memory) look at them.  No context: no scope.  "check": a failure stops
 * the program as every runtime failure does; else it is reported only. */
static inline void bbmm_pp_leave(int check)
{
    char msg[4096];
    bbmm_context *ctx = bbmm_default_context_made();
    bbmm_status st = ctx ? bbmm_data_leave(ctx) : BBMM_OK;
    if (check)
        bbmm_pp_check(ctx, st, "writing the data scopes' arrays back before the program ends");
    else if (st != BBMM_OK)
        fprintf(stderr, "bbmm: writing the data scopes' arrays back before the program ends: %s: %s\n",
                bbmm_status_text(st), bbmm_error_message(ctx, msg, sizeof(msg)));
}

/* The box of "n" dimensions whose bounds "lohi" lists: lo and hi of the
 * first dimension, then of the next, ... (a nest's space and cover; a box
 * function's boxes through bbmm_pp_box_at below). */
static inline bbmm_box bbmm_pp_box(int n, const int64_t *lohi)
{
    bbmm_box b = bbmm_bb_empty(n);
    int d;
    for (d = 0; d < n; d++) {
        b.lo[d] = lohi[2 * d];
        b.hi[d] = lohi[2 * d + 1];
    }
    return b;
}

/* A run of nest "fixed" (the generated constant part) on "arrays" with
 * kernel arguments "scalars" and box-function argument "user"; the
 * generated code then sets its space and cover. */
static inline bbmm_nest bbmm_pp_nest(const bbmm_nest *fixed, const bbmm_array *arrays, const bbmm_kernel_arg *scalars,
                                     void *user)
{
    bbmm_nest n = *fixed;
    n.arrays = arrays;
    n.scalars = scalars;
    n.user = user;
    return n;
}

/* Set "*b" to the box of "n" dimensions with bounds "lohi" (lo, hi per
 * dimension) and return it: a box function's boxes, one call each. */
static inline const bbmm_box *bbmm_pp_box_at(bbmm_box *b, int n, const int64_t *lohi)
{
    *b = bbmm_pp_box(n, lohi);
    return b;
}

/* After a flow-out box "f" of tile "t" (just filled by bbmm_pp_box_at):
 * the iterations of the tile whose writes land in it, into the spec
 * (bbmm_spec_early).  "map" lists "n" triples (tile dimension, box
 * dimension, offset): the write's subscript in that box dimension is the
 * tile's index plus the offset, and bbmm_early_narrow narrows the tile to
 * it; with none the whole tile.  "s": the status so far, returned as it is
 * when not BBMM_OK. */
static inline bbmm_status bbmm_pp_early(bbmm_status s, bbmm_tile_spec *sp, const bbmm_box *t, const bbmm_box *f,
                                        int n, const int64_t *map)
{
    bbmm_box e = *t;
    int i;
    if (s != BBMM_OK)
        return s;
    for (i = 0; i < n; i++)
        bbmm_early_narrow(&e, (int)map[3 * i], f, (int)map[3 * i + 1], map[3 * i + 2]);
    return bbmm_spec_early(sp, &e);
}

#ifndef BBMM_PP_HELPERS
#define BBMM_PP_HELPERS
static inline long long bbmm_pp_min(long long a, long long b) { return a < b ? a : b; }
static inline long long bbmm_pp_max(long long a, long long b) { return a > b ? a : b; }
/* floor(a / b) and ceil(a / b) for b > 0 */
static inline long long bbmm_pp_floord(long long a, long long b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }
static inline long long bbmm_pp_ceild(long long a, long long b) { return a >= 0 ? (a + b - 1) / b : -(-a / b); }
/* a variable of an unsigned type, for arithmetic on its value (as isl's) */
static inline long long bbmm_pp_i64(long long a) { return a; }
#endif

#endif
